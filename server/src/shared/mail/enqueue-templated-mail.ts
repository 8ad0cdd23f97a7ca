import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { writeLog } from '../logs/write-log';
import { builtInTemplate, DEFAULT_TEMPLATES, type MailTemplateName } from './default-templates';
import { enqueueMail } from './outbox';
import { renderTemplate, type TemplateValues } from './render-template';
import { templateIn } from './template-language';

export interface TemplatedMail {
  to: string;
  /** An email_templates name, e.g. MAIL_TEMPLATES.passwordReset or one an admin created. */
  templateName: string;
  values: TemplateValues;
  /** The recipient's: the template's version in it, else its English. English when left out. */
  language?: Language;
}

const isDefaultTemplate = (name: string): name is MailTemplateName =>
  Object.hasOwn(DEFAULT_TEMPLATES, name);

/**
 * Renders the named template, in the recipient's language when it has a version in it, with
 * escaped values and queues the mail. A deleted default template falls back to its built-in text
 * (with a warning in the System Logs), so codes and approvals always go out; any other missing
 * template is an error.
 */
export const enqueueTemplatedMail = async (
  db: Db,
  { to, templateName, values, language = DEFAULT_LANGUAGE }: TemplatedMail,
): Promise<{ id: number }> => {
  const [stored] = await db
    .select({
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      translations: emailTemplates.translations,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, templateName));
  let template = stored;
  if (!template && isDefaultTemplate(templateName)) {
    template = builtInTemplate(templateName);
    await writeLog(db, {
      level: 'Warning',
      message: `Email template "${templateName}" is missing; the built-in text was sent instead.`,
    });
  }
  if (!template) throw new Error(`Email template "${templateName}" does not exist.`);
  return enqueueMail(db, { to, ...renderTemplate(templateIn(template, language), values) });
};
