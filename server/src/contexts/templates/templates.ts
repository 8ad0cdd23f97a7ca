import {
  isSystemTemplate,
  TEMPLATE_IN_USE,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NOT_FOUND,
  type CreateTemplateRequest,
  type EmailTemplate,
  type TemplateTranslations,
  type UpdateTemplateRequest,
} from 'shared-api/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { sanitizeTemplateBody } from './sanitize-template';

const columns = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  subject: emailTemplates.subject,
  body: emailTemplates.body,
  translations: emailTemplates.translations,
};

export const listTemplates = (db: Db): Promise<EmailTemplate[]> =>
  db.select(columns).from(emailTemplates).orderBy(asc(emailTemplates.name));

export const findTemplateByName = async (db: Db, name: string): Promise<EmailTemplate | null> => {
  const [row] = await db.select(columns).from(emailTemplates).where(eq(emailTemplates.name, name));
  return row ?? null;
};

export const getTemplate = async (db: Db, id: number): Promise<EmailTemplate> => {
  const [row] = await db.select(columns).from(emailTemplates).where(eq(emailTemplates.id, id));
  if (!row) throw new DomainError('not-found', TEMPLATE_NOT_FOUND);
  return row;
};

/** Names are unique whatever their case: the mail code looks templates up by name. */
const assertNameFree = async (db: Db, name: string, exceptId?: number): Promise<void> => {
  const sameName = sql`lower(${emailTemplates.name}) = ${name.toLowerCase()}`;
  const [clash] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(exceptId === undefined ? sameName : and(sameName, ne(emailTemplates.id, exceptId)));
  if (clash) throw new DomainError('conflict', TEMPLATE_NAME_TAKEN);
};

/** The unique index settles a race the check above cannot. */
const guardName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', TEMPLATE_NAME_TAKEN);
    throw error;
  }
};

/** Each version's body is made safe like the English one. */
const sanitizeVersions = (versions: TemplateTranslations | undefined): TemplateTranslations =>
  Object.fromEntries(
    Object.entries(versions ?? {}).map(([language, version]) => [
      language,
      { subject: version.subject, body: sanitizeTemplateBody(version.body) },
    ]),
  );

const storable = ({ body, translations, ...rest }: CreateTemplateRequest) => ({
  ...rest,
  body: sanitizeTemplateBody(body),
  translations: sanitizeVersions(translations),
});

export const createTemplate = async (
  db: Db,
  request: CreateTemplateRequest,
): Promise<EmailTemplate> => {
  await assertNameFree(db, request.name);
  const [row] = await guardName(() =>
    db.insert(emailTemplates).values(storable(request)).returning(columns),
  );
  if (!row) throw new Error('The template was not created.');
  return row;
};

export const updateTemplate = async (
  db: Db,
  { id, ...request }: UpdateTemplateRequest,
): Promise<EmailTemplate> => {
  const current = await getTemplate(db, id);
  if (isSystemTemplate(current.name) && current.name !== request.name) {
    throw new DomainError('conflict', TEMPLATE_IN_USE);
  }
  await assertNameFree(db, request.name, id);
  const [row] = await guardName(() =>
    db
      .update(emailTemplates)
      .set({ ...storable(request), updatedAt: new Date() })
      .where(eq(emailTemplates.id, id))
      .returning(columns),
  );
  if (!row) throw new DomainError('not-found', TEMPLATE_NOT_FOUND);
  return row;
};

export const deleteTemplate = async (db: Db, id: number): Promise<EmailTemplate> => {
  const current = await getTemplate(db, id);
  if (isSystemTemplate(current.name)) throw new DomainError('conflict', TEMPLATE_IN_USE);
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
  return current;
};
