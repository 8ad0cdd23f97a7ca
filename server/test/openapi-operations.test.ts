import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { allow } from '../src/http/access';
import { documented } from '../src/http/route-doc';
import { openApiPlugin } from '../src/plugins/openapi';
import { documentOperations, fetchOpenApiDocument } from './support/openapi-document';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
await app.ready();
const document = await fetchOpenApiDocument(app);
const operations = new Map(documentOperations(document));

const failures = (operation: string): string[] =>
  Object.keys(operations.get(operation)?.responses ?? {})
    .filter((status) => status.startsWith('4'))
    .sort();

test('each operation has a unique camelCase operationId, a summary and a described tag', () => {
  const described = new Set(document.tags.filter((tag) => tag.description).map((tag) => tag.name));
  const ids = new Set<string>();
  for (const [name, operation] of operations) {
    assert.match(operation.operationId, /^[a-z][a-zA-Z0-9]*$/, name);
    assert.ok(!ids.has(operation.operationId), `${name}: ${operation.operationId} twice`);
    ids.add(operation.operationId);
    assert.ok(operation.summary.trim().length > 10, `${name} has no summary`);
    assert.equal(operation.tags.length, 1, name);
    assert.ok(described.has(operation.tags[0] ?? ''), `${name}: tag without a description`);
  }
});

test('operationIds come from the path, and read well where the path does not', () => {
  const idOf = (operation: string) => operations.get(operation)?.operationId;
  assert.equal(idOf('POST /api/Auth/login'), 'authLogin');
  assert.equal(idOf('GET /api/Registration'), 'registrationList');
  assert.equal(idOf('POST /api/Registration'), 'registrationCreate');
  assert.equal(idOf('GET /api/Template/{id}'), 'templateGet');
  assert.equal(idOf('DELETE /api/Template/{id}'), 'templateDelete');
  assert.equal(idOf('PUT /api/Convention/session'), 'conventionSessionUpdate');
  assert.equal(idOf('POST /api/Inbox/{id}/mark-as-read'), 'inboxMarkAsRead');
  assert.equal(
    idOf('GET /api/User/setcanregistermultipleusers/{userId}/{allowed}'),
    'userSetCanRegisterMultipleUsers',
  );
});

test('4xx answers follow from access, input schemas and what the handler declares', () => {
  // Anonymous, a body, rate-limited.
  assert.deepEqual(failures('POST /api/Auth/login'), ['400', '429']);
  // Members only, no input.
  assert.deepEqual(failures('GET /api/Registration'), ['401', '403']);
  // Admins only, a path parameter, and a template that may not exist.
  assert.deepEqual(failures('GET /api/Template/{id}'), ['400', '401', '403', '404']);
  // A token, even an optional one, can be expired or a suspended account's; no token is needed.
  assert.deepEqual(failures('GET /api/FeaturedGames'), ['401', '403']);
  // Anyone may read the public announcements; only a language the site does not speak is refused.
  assert.deepEqual(failures('GET /api/Notification/public'), ['400']);

  const login = operations.get('POST /api/Auth/login');
  assert.deepEqual(login?.responses['429'], { $ref: '#/components/responses/TooManyRequests' });
  const tooMany = document.components.responses.TooManyRequests as {
    headers: Record<string, unknown>;
    content: { 'application/json': { schema: unknown } };
  };
  assert.ok(tooMany.headers['Retry-After']);
  assert.deepEqual(tooMany.content['application/json'].schema, {
    $ref: '#/components/schemas/ErrorEnvelope',
  });
  assert.deepEqual(document.components.schemas.ErrorEnvelope, {
    type: 'object',
    properties: {
      result: { type: 'number', const: 1 },
      errorMessage: { type: 'string' },
      data: { type: 'null' },
    },
    required: ['result', 'errorMessage', 'data'],
    additionalProperties: false,
  });
});

/** A bare server with the document plugin, to register one route on. */
const bareServer = async () => {
  const server = Fastify();
  await server.register(openApiPlugin);
  return server;
};

test('a route without a summary and tag is refused when it is registered', async () => {
  const server = await bareServer();
  await assert.rejects(async () => {
    server.post('/api/Auth/logout', { config: allow('authenticated') }, async () => null);
    await server.ready();
  }, /POST \/api\/Auth\/logout must declare config\.doc with a tag and a one-line summary/);
});

test('two routes whose operationIds are alike are refused', async () => {
  const server = await bareServer();
  const doc = documented('Auth');
  await assert.rejects(async () => {
    server.post(
      '/api/Auth/log-out',
      { config: { ...allow('authenticated'), ...doc('Signs the caller out.') } },
      async () => null,
    );
    server.post(
      '/api/Auth/log/out',
      { config: { ...allow('authenticated'), ...doc('Signs the caller out too.') } },
      async () => null,
    );
    await server.ready();
  }, /operationId "authLogOut" is already POST \/api\/Auth\/log-out's/);
});
