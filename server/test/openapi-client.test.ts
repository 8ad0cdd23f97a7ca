import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { fetchOpenApiDocument } from './support/openapi-document';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
await app.ready();

const folder = mkdtempSync(join(tmpdir(), 'openapi-client-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Calls as a client written against the generated types makes them, through an
 * openapi-fetch-like signature: typed paths, bodies and answers. The @ts-expect-error lines make
 * the check fail when the types become too loose (any, unknown) to catch a wrong call.
 */
const CALLS = `import type { operations, paths } from './api';

type Method = 'get' | 'post' | 'put' | 'delete';
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : undefined;
type Answer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer A } } } }
  ? A
  : never;
type PathParams<Op> = Op extends { parameters: { path: infer P } } ? P : never;

declare function call<P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  init: { body?: JsonBody<paths[P][M]>; params?: PathParams<paths[P][M]> },
): Promise<Answer<paths[P][M]>>;

export const signIn = async (): Promise<string> => {
  const answer = await call('post', '/api/Auth/login', {
    body: { email: 'member@18xx.be', password: 'secret' },
  });
  return answer.data;
};

export const firstAttendee = async (): Promise<[string, number | null] | null> => {
  const answer = await call('get', '/api/Registration', {});
  const first = answer.data[0];
  return first ? [first.attendeeFirstName, first.attendeeYearOfBirth] : null;
};

export const template = async (id: string): Promise<string> => {
  const answer = await call('get', '/api/Template/{id}', { params: { id } });
  return answer.data.name;
};

type LoginBody = JsonBody<operations['authLogin']>;
export const loginBody: LoginBody = { email: 'member@18xx.be', password: 'secret' };
// @ts-expect-error the password is required
export const withoutPassword: LoginBody = { email: 'member@18xx.be' };
// @ts-expect-error the login takes no other field
export const withExtra: LoginBody = { email: 'member@18xx.be', password: 'secret', remember: 1 };

export const unknownPath = () =>
  // @ts-expect-error no such path
  call('get', '/api/Auth/logins', {});

type NotFound = operations['templateGet']['responses'][404]['content']['application/json'];
export const shown = (failure: NotFound): string => failure.errorMessage;
export const failed = (failure: NotFound): 1 => failure.result;
`;

const typecheck = (files: string[]): string[] => {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
};

test('a client generated with openapi-typescript typechecks calls against the document', async () => {
  const document = await fetchOpenApiDocument(app);
  const types = astToString(
    await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]),
  );
  writeFileSync(join(folder, 'api.d.ts'), types);
  writeFileSync(join(folder, 'calls.ts'), CALLS);
  assert.match(types, /\n {4}authLogin: \{/, 'operations are named by operationId');
  assert.deepEqual(typecheck([join(folder, 'calls.ts')]), []);
});
