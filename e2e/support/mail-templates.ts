import type { APIRequestContext } from '@playwright/test';
import { admin } from './accounts';
import { api } from './api-call';
import type { SiteLanguage } from './catalogues';
import { loginToken } from './member-accounts';

interface TemplateVersion {
  subject: string;
  body: string;
}

interface Template extends TemplateVersion {
  name: string;
  translations: Partial<Record<Exclude<SiteLanguage, 'en'>, TemplateVersion>>;
}

/**
 * A mail template's subject in a language, as the site holds it (the Email Templates page's), its
 * placeholders filled: the subject a mail to a reader of that language must carry.
 */
export async function templateSubject(
  request: APIRequestContext,
  name: string,
  language: SiteLanguage,
  values: Record<string, string> = {},
): Promise<string> {
  const token = await loginToken(request, admin);
  const { body } = await api<Template[]>(request, 'GET', '/api/Template', token);
  const template = body.data.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`no mail template ${name}`);
  const version = language === 'en' ? template : template.translations[language];
  if (!version) throw new Error(`the mail template ${name} has no ${language} version`);
  return version.subject.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
