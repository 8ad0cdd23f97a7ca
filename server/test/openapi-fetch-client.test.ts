import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { eq } from 'drizzle-orm';
import type { InvoiceMeta } from 'shared-api/contract';
import { invoices } from '../src/db/schema';
import { fetchOpenApiDocument } from './support/openapi-document';
import { call, insertRegistration } from './support/messaging';
import { pdfText } from './support/pdf-text';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken, MEMBER_PASSWORD } from './support/users';

// A client made the way an integrator would: types from the API's own document by
// openapi-typescript, calls by openapi-fetch, over HTTP. Files (here an invoice's PDF) come back
// as the media type the document declares, not as a failed JSON parse.

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const eve = await signedInUser(app, 'eve.client@18xx.be');
await insertRegistration(app.db, {
  conventionId: convention.id,
  userId: eve.id,
  firstName: 'Eve',
  lastName: 'Client',
  email: eve.email,
  parking: false,
  licensePlate: null,
});
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68 5390 0754 7034',
});
const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${eve.id}`);
assert.equal(sent.status, 200, JSON.stringify(sent.body));
const [invoice] = await app.db.select().from(invoices).where(eq(invoices.recipientUserId, eve.id));
assert.ok(invoice?.number);

const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const folder = mkdtempSync(join(tmpdir(), 'openapi-fetch-'));
after(async () => {
  rmSync(folder, { recursive: true, force: true });
  await app.close();
});

// The generated client as an integrator writes it; typechecked against the generated types, so a
// file answer typed as JSON, or a path the document lacks, fails here.
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

export const client = (baseUrl: string) => createClient<paths>({ baseUrl });

export const signIn = async (baseUrl: string, email: string, password: string) => {
  const { data, error } = await client(baseUrl).POST('/api/Auth/login', {
    body: { email, password },
  });
  if (error) throw new Error(error.errorMessage);
  return data.data;
};

export const invoicePdf = async (baseUrl: string, token: string, invoiceId: string) => {
  const { data, response } = await client(baseUrl).GET('/api/Invoice/{invoiceId}/pdf', {
    params: { path: { invoiceId } },
    headers: { authorization: \`Bearer \${token}\` },
    parseAs: 'arrayBuffer',
  });
  const bytes: ArrayBuffer | undefined = data;
  return { bytes, type: response.headers.get('content-type') };
};

export const feedType = (
  answer: paths['/api/Calendar/{token}.ics']['get']['responses'][200]['content'],
): string => answer['text/calendar'];

// @ts-expect-error a PDF is no JSON envelope
export const notJson = (answer: paths['/api/Invoice/{invoiceId}/pdf']['get']['responses'][200]['content']['application/json']) => answer;
`;

/** Where this server's openapi-fetch is: the client written to a temporary folder imports it. */
const openapiFetchFolder = dirname(
  createRequire(import.meta.url).resolve('openapi-fetch/package.json'),
);

const clientTypecheck = (file: string): string[] => {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
};

test('every file answer declares its media type, and times say they are Brussels wall clock', async () => {
  const document = (await fetchOpenApiDocument(app)) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
  };
  const fileTypes = Object.fromEntries(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const content = operation.responses['200']?.content;
        assert.ok(content, `${method.toUpperCase()} ${path} declares what it answers`);
        const types = Object.keys(content);
        return types.includes('application/json') && path !== '/api/docs/openapi.json'
          ? []
          : [[`${method.toUpperCase()} ${path}`, types]];
      }),
    ),
  );
  assert.deepEqual(fileTypes, {
    'GET /api/Calendar/{token}.ics': ['text/calendar'],
    'GET /api/Invoice/{invoiceId}/pdf': ['application/pdf'],
    'GET /api/Invoice/{invoiceId}/qr.png': ['image/png'],
    'GET /api/Planner/{conventionId}/sheets.pdf': ['application/pdf'],
    'GET /api/Registration/admin/badges': ['application/pdf'],
    'GET /api/Registration/admin/checkin-list': ['application/pdf'],
    'GET /api/User/me/calendar.ics': ['text/calendar'],
    'GET /api/docs': ['text/html'],
    'GET /api/docs/openapi.json': ['application/json'],
  });
  const text = JSON.stringify(document);
  const convention = JSON.stringify(
    (document as unknown as { paths: Record<string, unknown> }).paths['/api/Convention/active'],
  );
  for (const field of ['startDate', 'endDate', 'startDateTime', 'endDateTime']) {
    assert.match(
      convention,
      new RegExp(`"${field}":\\{[^}]*Brussels wall clock \\(Europe/Brussels\\) written with a Z`),
      field,
    );
  }
  assert.match(text, /"contentEncoding":"base64"/, 'the exports say their data is base64');
  const page = await app.inject({ method: 'GET', url: '/api/docs' });
  assert.equal(page.statusCode, 200);
  assert.ok(page.body.includes('Media type: <code>application/pdf</code>'), 'the page says it too');
});

test('a client generated with openapi-typescript and openapi-fetch downloads an invoice PDF', async () => {
  const document = await fetchOpenApiDocument(app);
  const types = astToString(
    await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]),
  );
  writeFileSync(join(folder, 'api.d.ts'), types);
  writeFileSync(
    join(folder, 'client.ts'),
    CLIENT.replace("from 'openapi-fetch'", `from '${openapiFetchFolder}'`),
  );
  assert.deepEqual(clientTypecheck(join(folder, 'client.ts')), []);

  // The same module, compiled, runs against the server with the real openapi-fetch.
  const compiled = ts.transpileModule(
    CLIENT.replace("from 'openapi-fetch'", `from '${import.meta.resolve('openapi-fetch')}'`),
    { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } },
  ).outputText;
  writeFileSync(join(folder, 'client.mjs'), compiled);
  const generated = (await import(pathToFileURL(join(folder, 'client.mjs')).href)) as {
    signIn: (baseUrl: string, email: string, password: string) => Promise<string>;
    invoicePdf: (
      baseUrl: string,
      token: string,
      invoiceId: string,
    ) => Promise<{ bytes: ArrayBuffer | undefined; type: string | null }>;
  };
  const token = await generated.signIn(baseUrl, eve.email, MEMBER_PASSWORD);
  const { bytes: data, type } = await generated.invoicePdf(baseUrl, token, invoice.id);
  assert.ok(data, 'the PDF came back');
  assert.equal(type, 'application/pdf');
  const bytes = Buffer.from(data);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const text = (await pdfText(bytes)).join('\n');
  assert.ok(text.includes(invoice.number!), `the invoice number in:\n${text}`);
});
