import type { RouteOptions } from 'fastify';
import type { Access } from '../../http/access';
import type { RouteDoc } from '../../http/route-doc';
import { deriveOperationId, isCamelCase } from './operation-id';

/** What the document needs of one route, as Fastify saw it registered. */
export interface ApiOperation {
  method: string;
  /** Fastify's form: /api/User/:userId */
  url: string;
  operationId: string;
  access: Access | undefined;
  doc: RouteDoc;
  schema: Partial<Record<'body' | 'querystring' | 'params' | 'response', unknown>>;
}

const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** '/api/Logs/' and '/api/Logs' are one operation (Fastify registers both for a prefix root). */
const normalise = (url: string): string => (url.length > 1 ? url.replace(/\/+$/, '') : url);

/** The route's documentation; a route without one is refused when it is registered. */
const docOf = (route: RouteOptions, method: string): RouteDoc => {
  const doc = route.config?.doc;
  if (!doc?.summary.trim() || !doc.tag) {
    throw new Error(
      `${method} ${route.url} must declare config.doc with a tag and a one-line summary: ` +
        `config: { ...allow(...), ...documented('Tag')('What the call does, for whom.') } ` +
        '(src/http/route-doc.ts).',
    );
  }
  if (doc.operationId !== undefined && !isCamelCase(doc.operationId)) {
    throw new Error(`${method} ${route.url}: operationId "${doc.operationId}" is not camelCase.`);
  }
  return doc;
};

/** The /api operations of a route registration, one per method; HEAD twins are left out. */
export const operationsOf = (route: RouteOptions): ApiOperation[] => {
  if (!route.url.startsWith('/api')) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => DOCUMENTED_METHODS.has(method))
    .map((method) => {
      const url = normalise(route.url);
      const doc = docOf(route, method);
      return {
        method,
        url,
        operationId: doc.operationId ?? deriveOperationId(method, url),
        access: route.config?.access,
        doc,
        schema: (route.schema ?? {}) as ApiOperation['schema'],
      };
    });
};

export const operationKey = ({ method, url }: { method: string; url: string }): string =>
  `${method} ${url}`;
