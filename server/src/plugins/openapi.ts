import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { findRepoRoot } from '../config';
import { allow } from '../http/access';
import { documented, FILE_MEDIA_TYPES } from '../http/route-doc';
import type { ZodTypeProvider } from '../http/zod-type-provider';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/build-document';
import { operationKey, operationsOf, type ApiOperation } from './openapi/collect-routes';
import { renderDocsPage } from './openapi/render-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every /api route (the authorization matrix test walks it). */
    openApiDocument(): OpenApiDocument;
  }
}

const serverVersion = (): string =>
  (
    JSON.parse(readFileSync(join(findRepoRoot(), 'server/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * Documents every /api route from the zod schemas it validates with: registered before the
 * routes, it hears each one through onRoute, so nothing can be added without appearing here.
 * GET /api/docs is a browsable page, GET /api/docs/openapi.json the document.
 */
export const openApiPlugin = fp(
  async (app) => {
    const operations = new Map<string, ApiOperation>();
    // Generated clients name their functions after operationIds: two alike would collide.
    const keyOfOperationId = new Map<string, string>();
    app.addHook('onRoute', (route) => {
      for (const operation of operationsOf(route)) {
        const key = operationKey(operation);
        const holder = keyOfOperationId.get(operation.operationId);
        if (holder !== undefined && holder !== key) {
          throw new Error(
            `${key}: operationId "${operation.operationId}" is already ${holder}'s; set config.doc.operationId.`,
          );
        }
        keyOfOperationId.set(operation.operationId, key);
        operations.set(key, operation);
      }
    });

    // Kept once the app is ready, when no route can be added any more.
    let cached: OpenApiDocument | null = null;
    let ready = false;
    app.addHook('onReady', async () => {
      ready = true;
    });
    const version = serverVersion();
    const build = () =>
      buildOpenApiDocument([...operations.values()], { title: '18xx Belgium', version });
    const document = (): OpenApiDocument => (ready ? (cached ??= build()) : build());
    app.decorate('openApiDocument', document);

    const typed = app.withTypeProvider<ZodTypeProvider>();
    const doc = documented('Docs');
    typed.get(
      '/api/docs/openapi.json',
      {
        config: {
          ...allow('anonymous'),
          ...doc('Gives this OpenAPI document, for client generators and tools.', {
            operationId: 'docsDocument',
            file: { mediaType: FILE_MEDIA_TYPES.json, description: 'The OpenAPI 3.1 document.' },
          }),
        },
      },
      async () => document(),
    );
    typed.get(
      '/api/docs',
      {
        config: {
          ...allow('anonymous'),
          ...doc('Shows every operation of the API on a page a browser can read.', {
            operationId: 'docsPage',
            file: { mediaType: FILE_MEDIA_TYPES.html, description: 'The page, in HTML.' },
          }),
        },
      },
      async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(renderDocsPage(document())),
    );
  },
  { name: 'openapi' },
);
