import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailTemplates, logs } from '../src/db/schema';
import { enqueueTemplatedMail, MAIL_TEMPLATES } from '../src/shared/mail';
import { signUp, signUpPayload } from './support/accounts';
import { codeIn, mailFiles, mailsTo } from './support/mail';
import { startTestApp } from './support/test-app';

const { app, config } = await startTestApp();

test('without SMTP_URL every mail is written to DATA_DIR/mail with its code', async () => {
  await signUp(app, signUpPayload('file@example.be', { firstName: 'Fien' }));
  const [queued] = await mailsTo(app, 'file@example.be');
  assert.ok(queued?.sentAt, 'marked sent once written');
  const file = mailFiles(config.dataDir).find((f) => f.name.endsWith('-file@example.be.txt'));
  assert.ok(file, 'one file per mail, named after its recipient');
  assert.match(file.content, /^To: file@example\.be$/m);
  assert.match(file.content, /^Subject: Your 18xx Belgium validation code$/m);
  assert.equal(codeIn(file.content), codeIn(queued.text));
});

test('templates are filled with escaped values; the text part reads naturally', async () => {
  await app.db
    .update(emailTemplates)
    .set({
      subject: 'Hi {{FirstName}}',
      body: '<p>Dear {{FirstName}} {{Unknown}}</p><script>x()</script>',
    })
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.accountApproved));
  await enqueueTemplatedMail(app.db, {
    to: 'escape@example.be',
    templateName: MAIL_TEMPLATES.accountApproved,
    values: { FirstName: '<b>Bo</b> & "Co"\r\nBcc: x@y.z' },
  });
  const [mail] = await mailsTo(app, 'escape@example.be');
  assert.equal(
    mail?.html,
    '<p>Dear &lt;b&gt;Bo&lt;/b&gt; &amp; &quot;Co&quot;\r\nBcc: x@y.z {{Unknown}}</p>',
  );
  assert.equal(mail?.subject, 'Hi <b>Bo</b> & "Co" Bcc: x@y.z');
  assert.equal(mail?.text, 'Dear <b>Bo</b> & "Co"\nBcc: x@y.z {{Unknown}}');
});

test('a deleted default template falls back to its built-in text with a warning; others fail', async () => {
  await app.db.delete(emailTemplates).where(eq(emailTemplates.name, MAIL_TEMPLATES.passwordReset));
  await enqueueTemplatedMail(app.db, {
    to: 'fallback@example.be',
    templateName: MAIL_TEMPLATES.passwordReset,
    values: { FirstName: 'Fa', Code: 'ABCD-EFGH-JKMN', ExpiresInMinutes: 15 },
  });
  const [mail] = await mailsTo(app, 'fallback@example.be');
  assert.equal(codeIn(mail?.text ?? ''), 'ABCD-EFGH-JKMN');
  const warnings = await app.db.select().from(logs).where(eq(logs.logLevel, 'Warning'));
  assert.ok(warnings.some((w) => w.message.includes('"Password Reset" is missing')));
  await assert.rejects(
    enqueueTemplatedMail(app.db, { to: 'x@example.be', templateName: 'No Such', values: {} }),
    /does not exist/,
  );
});
