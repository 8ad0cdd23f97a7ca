import assert from 'node:assert/strict';
import type { App } from '../../src/app';

/** One operation of the served document, as far as the tests read it. */
export interface DocumentOperation {
  operationId: string;
  summary: string;
  tags: string[];
  responses: Record<string, { $ref?: string }>;
}

export interface ServedDocument {
  openapi: string;
  info: Record<string, unknown>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** The document as a client gets it: GET /api/docs/openapi.json. */
export const fetchOpenApiDocument = async (app: App): Promise<ServedDocument> => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  assert.equal(response.statusCode, 200);
  return response.json<ServedDocument>();
};

/** Every operation with its method and path, e.g. ['POST /api/Auth/login', {...}]. */
export const documentOperations = (document: ServedDocument): Array<[string, DocumentOperation]> =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, DocumentOperation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
