import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEFAULT_TEMPLATE_BODY,
  emailTemplateSchema,
  TEMPLATE_IN_USE,
  TEMPLATE_NAME_TAKEN,
  type EmailTemplate,
  SYSTEM_TEMPLATE_NAMES,
} from 'shared-api/contract';
import { z } from 'zod';
import { signedInUser } from './support/registration-fixtures';
import { call } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const member = await signedInUser(app, 'ann@18xx.be');

const list = () => call<EmailTemplate[]>(app, adminToken, 'GET', '/api/Template');
const create = (payload: unknown) =>
  call<EmailTemplate>(app, adminToken, 'POST', '/api/Template', payload);

test('every template the site sends with is seeded at start-up', async () => {
  const answer = await list();
  assert.equal(answer.status, 200);
  const names = z
    .array(emailTemplateSchema.strict())
    .parse(answer.body.data)
    .map((t) => t.name);
  assert.deepEqual(
    SYSTEM_TEMPLATE_NAMES.filter((name) => !names.includes(name)),
    [],
    'missing system templates',
  );
  const invoice = answer.body.data.find((t) => t.name === 'Invoice');
  assert.match(invoice?.subject ?? '', /^Registration Invoice/);
  assert.match(invoice?.body ?? '', /\{\{InvoiceLines\}\}/);
});

test('create, read, update and delete; bodies are sanitised, whole pages keep their skeleton', async () => {
  const created = await create({
    name: 'Reminder',
    subject: 'Reminder for {{FirstName}}',
    body: DEFAULT_TEMPLATE_BODY.replace(
      '<p></p>',
      '<p onclick="x()">Pay up<script>x()</script></p>',
    ),
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, body } = created.body.data;
  assert.match(body, /^<!DOCTYPE html>\n<html>/);
  assert.match(body, /<p>Pay up<\/p>/);
  assert.match(body, /Dear \{\{FirstName\}\}/);
  assert.doesNotMatch(body, /script|onclick/);

  const read = await call<EmailTemplate>(app, adminToken, 'GET', `/api/Template/${id}`);
  assert.deepEqual(read.body.data, created.body.data);

  const updated = await call<EmailTemplate>(app, adminToken, 'PUT', '/api/Template', {
    id,
    name: 'Friendly Nudge',
    subject: 'Please pay',
    body: '<p>Fragment <a href="https://18xx.be" target="_blank">site</a></p>',
  });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.equal(updated.body.data.name, 'Friendly Nudge');
  assert.match(updated.body.data.body, /rel="noopener noreferrer"/);

  const deleted = await call(app, adminToken, 'DELETE', `/api/Template/${id}`);
  assert.equal(deleted.status, 200);
  const gone = await call(app, adminToken, 'GET', `/api/Template/${id}`);
  assert.equal(gone.status, 404);
  assert.equal(gone.body.errorMessage, 'Template not found.');
  assert.equal((await call(app, adminToken, 'GET', '/api/Template/abc')).status, 404);
});

test('names are unique whatever their case', async () => {
  assert.equal((await create({ name: 'Welcome', subject: 'S', body: '<p>B</p>' })).status, 200);
  const clash = await create({ name: 'welcome', subject: 'S', body: '<p>B</p>' });
  assert.equal(clash.status, 409);
  assert.equal(clash.body.errorMessage, TEMPLATE_NAME_TAKEN);
});

test('templates the site sends with cannot be deleted or renamed', async () => {
  const invoice = (await list()).body.data.find((t) => t.name === 'Invoice');
  assert.ok(invoice);
  const removed = await call(app, adminToken, 'DELETE', `/api/Template/${invoice.id}`);
  assert.equal(removed.status, 409);
  assert.equal(removed.body.errorMessage, TEMPLATE_IN_USE);
  const renamed = await call(app, adminToken, 'PUT', '/api/Template', { ...invoice, name: 'Bill' });
  assert.equal(renamed.status, 409);
  const edited = await call(app, adminToken, 'PUT', '/api/Template', {
    ...invoice,
    subject: 'Registration Invoice: {{ConventionName}}',
  });
  assert.equal(edited.status, 200);
});

test('the server checks what the page does not', async () => {
  assert.equal(
    (await create({ name: ' ', subject: 'S', body: 'B' })).body.errorMessage,
    'Template name is required.',
  );
  assert.equal(
    (await create({ name: 'N', subject: '', body: 'B' })).body.errorMessage,
    'Email subject is required.',
  );
  assert.equal(
    (await create({ name: 'N', subject: 'S' })).body.errorMessage,
    'Template body is required.',
  );
});

test('admins only', async () => {
  assert.equal((await call(app, member.token, 'GET', '/api/Template')).status, 403);
  assert.equal(
    (await call(app, member.token, 'POST', '/api/Template', { name: 'N', subject: 'S', body: 'B' }))
      .status,
    403,
  );
  assert.equal((await call(app, member.token, 'DELETE', '/api/Template/1')).status, 403);
  assert.equal((await call(app, undefined, 'GET', '/api/Template/1')).status, 401);
});
