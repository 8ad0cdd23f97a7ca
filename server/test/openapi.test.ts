import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
await app.ready();

interface RouteLine {
  depth: number;
  segment: string;
  methods: string[];
}

/**
 * Every method and path the router really holds, read from Fastify's own route tree
 * (printRoutes), independently of the hook the document is built from. Lines look like
 * "│   └── /ready (GET, HEAD)"; a path is its ancestors' segments joined.
 */
const routerOperations = (): string[] => {
  const lines: RouteLine[] = app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) return [];
      const [, indent = '', segment = '', methods = ''] = match;
      return [{ depth: indent.length / 4, segment, methods: methods ? methods.split(', ') : [] }];
    });
  const stack: string[] = [];
  const operations = new Set<string>();
  for (const { depth, segment, methods } of lines) {
    stack.length = depth;
    stack.push(segment);
    const path = stack.join('').replace(/\/$/, '');
    if (!path.startsWith('/api')) continue;
    for (const method of methods) {
      if (method !== 'HEAD' && method !== 'OPTIONS') operations.add(`${method} ${path}`);
    }
  }
  return [...operations].sort();
};

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security: unknown[]; 'x-roles'?: string[] }>>;
}

const documentOperations = (document: Document): string[] =>
  Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    )
    .sort();

const fetchDocument = async (): Promise<Document> => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  assert.equal(response.statusCode, 200);
  return response.json<Document>();
};

test('the document lists exactly the /api operations the server has', async () => {
  const document = await fetchDocument();
  assert.equal(document.openapi, '3.1.0');
  const router = routerOperations();
  assert.ok(router.length > 10, `only ${router.length} routes found in the router`);
  assert.ok(router.includes('POST /api/Logs'));
  assert.deepEqual(documentOperations(document), router);
});

test('schemas come from the zod contract, and access is documented', async () => {
  const document = await fetchDocument();
  const logs = document.paths['/api/Logs']?.post as unknown as {
    requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    responses: Record<string, unknown>;
    security: unknown[];
    'x-roles': string[];
  };
  assert.deepEqual(
    Object.keys(logs.requestBody.content['application/json'].schema.properties).sort(),
    ['fromDate', 'pageNumber', 'pageSize', 'toDate'],
  );
  assert.ok(logs.responses['200'] && logs.responses.default);
  assert.deepEqual(logs.security, [{ bearerAuth: [] }]);
  assert.deepEqual(logs['x-roles'], ['ADMIN']);
  assert.deepEqual(document.paths['/api/health']?.get?.security, []);
  assert.deepEqual(document.paths['/api/Auth/login']?.post?.security, []);
});

test('the browsable page lists every operation without any script', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/html/);
  assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
  assert.ok(!/<script/i.test(response.body), 'no script: the CSP would block an inline one');
  for (const operation of documentOperations(await fetchDocument())) {
    const [method = '', path = ''] = operation.split(' ');
    const shown = path.replace(/:(\w+)/g, '{$1}');
    assert.ok(
      response.body.includes(`${method}</span> <code>${shown}</code>`),
      `${operation} is not on the page`,
    );
  }
});
