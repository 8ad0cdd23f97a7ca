import { z } from 'zod';
import {
  TEMPLATE_BODY_REQUIRED,
  TEMPLATE_NAME_REQUIRED,
  TEMPLATE_SUBJECT_REQUIRED,
  TEMPLATE_TRANSLATION_LANGUAGES,
  type TemplateTranslations,
} from './plain';

const templateVersionSchema = z.object({ subject: z.string(), body: z.string() });

/** An email template: body is sanitised HTML with {{Placeholder}} fields. */
export const emailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The Dutch and French versions; the server always answers them ({} for none). */
  translations: z
    .object({ nl: templateVersionSchema.optional(), fr: templateVersionSchema.optional() })
    .optional(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

const MAX_TEMPLATE_BODY = 200_000;
const MAX_TEMPLATE_SUBJECT = 200;

/**
 * A Dutch or French version, checked like the English: both its subject and its body, or neither
 * (an empty version is dropped, and its readers get the English).
 */
const templateVersionRequestSchema = z
  .strictObject({
    subject: z.string({ error: TEMPLATE_SUBJECT_REQUIRED }).trim().max(MAX_TEMPLATE_SUBJECT),
    body: z.string({ error: TEMPLATE_BODY_REQUIRED }).trim().max(MAX_TEMPLATE_BODY),
  })
  .superRefine(({ subject, body }, context) => {
    if (subject === '' && body !== '') {
      context.addIssue({ code: 'custom', message: TEMPLATE_SUBJECT_REQUIRED, path: ['subject'] });
    }
    if (body === '' && subject !== '') {
      context.addIssue({ code: 'custom', message: TEMPLATE_BODY_REQUIRED, path: ['body'] });
    }
  });

/** Undefined when no version is left, as if none had been sent. */
const withoutEmptyVersions = (
  versions: TemplateTranslations | undefined,
): TemplateTranslations | undefined => {
  const kept: TemplateTranslations = {};
  for (const language of TEMPLATE_TRANSLATION_LANGUAGES) {
    const version = versions?.[language];
    if (version && version.subject !== '') kept[language] = version;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
};

const templateFields = {
  name: z.string({ error: TEMPLATE_NAME_REQUIRED }).trim().min(1, TEMPLATE_NAME_REQUIRED).max(100),
  subject: z
    .string({ error: TEMPLATE_SUBJECT_REQUIRED })
    .trim()
    .min(1, TEMPLATE_SUBJECT_REQUIRED)
    .max(MAX_TEMPLATE_SUBJECT),
  body: z
    .string({ error: TEMPLATE_BODY_REQUIRED })
    .trim()
    .min(1, TEMPLATE_BODY_REQUIRED)
    .max(MAX_TEMPLATE_BODY),
  translations: z
    .strictObject({
      nl: templateVersionRequestSchema.optional(),
      fr: templateVersionRequestSchema.optional(),
    })
    .optional()
    .transform(withoutEmptyVersions),
};

/** POST /api/Template. No client validation; the server checks these. */
export const createTemplateRequestSchema = z.strictObject(templateFields);
export type CreateTemplateRequest = z.infer<typeof createTemplateRequestSchema>;

/** PUT /api/Template: the whole template, its versions too (one left out is removed). */
export const updateTemplateRequestSchema = z.strictObject({
  id: z.int32(),
  ...templateFields,
});
export type UpdateTemplateRequest = z.infer<typeof updateTemplateRequestSchema>;
