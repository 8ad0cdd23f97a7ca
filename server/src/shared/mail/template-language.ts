import type { Language } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';

export interface MailText {
  subject: string;
  body: string;
}

/** A template with the Dutch and French versions the organisers wrote beside the English. */
export interface TemplateVersions extends MailText {
  translations?: Partial<Record<Exclude<Language, 'en'>, MailText>> | null;
}

/** The template in a reader's language; English when there is no version in theirs. */
export const templateIn = (template: TemplateVersions, language: Language): MailText => {
  const version = language === 'en' ? undefined : template.translations?.[language];
  return version ?? { subject: template.subject, body: template.body };
};

/** A stored template by name with its versions in other languages; null when there is none. */
export const findTemplateVersions = async (
  db: Db,
  name: string,
): Promise<TemplateVersions | null> => {
  const [row] = await db
    .select({
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      translations: emailTemplates.translations,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, name));
  return row ?? null;
};

/** A stored template by name, in the reader's language; null when there is no such template. */
export const findTemplateIn = async (
  db: Db,
  name: string,
  language: Language,
): Promise<MailText | null> => {
  const found = await findTemplateVersions(db, name);
  return found ? templateIn(found, language) : null;
};
