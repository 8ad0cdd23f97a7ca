import type { RouteOptions } from 'fastify';
import type { Access } from '../../http/access';

/** What the document needs of one route, as Fastify saw it registered. */
export interface ApiOperation {
  method: string;
  /** Fastify's form: /api/User/:userId */
  url: string;
  access: Access | undefined;
  schema: Partial<Record<'body' | 'querystring' | 'params' | 'response', unknown>>;
}

const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** '/api/Logs/' and '/api/Logs' are one operation (Fastify registers both for a prefix root). */
const normalise = (url: string): string => (url.length > 1 ? url.replace(/\/+$/, '') : url);

/** The /api operations of a route registration, one per method; HEAD twins are left out. */
export const operationsOf = (route: RouteOptions): ApiOperation[] => {
  if (!route.url.startsWith('/api')) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => DOCUMENTED_METHODS.has(method))
    .map((method) => ({
      method,
      url: normalise(route.url),
      access: route.config?.access,
      schema: (route.schema ?? {}) as ApiOperation['schema'],
    }));
};

export const operationKey = ({ method, url }: { method: string; url: string }): string =>
  `${method} ${url}`;
