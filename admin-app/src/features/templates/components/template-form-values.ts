import type { EmailTemplate, TemplateVersion } from 'shared-api';
import type { createTemplateRequestSchema } from 'shared-api/contract';
import type { z } from 'zod';

/** What the form holds: the request before the contract checks it, every version present. */
export type TemplateFormValues = z.input<typeof createTemplateRequestSchema>;

const NO_VERSION: TemplateVersion = { subject: '', body: '' };

/** A template as the form edits it: an empty Dutch or French version where it has none. */
export const templateFormValues = (
  template: Pick<EmailTemplate, 'name' | 'subject' | 'body' | 'translations'>,
): TemplateFormValues => ({
  name: template.name,
  subject: template.subject,
  body: template.body,
  translations: {
    nl: template.translations?.nl ?? NO_VERSION,
    fr: template.translations?.fr ?? NO_VERSION,
  },
});
