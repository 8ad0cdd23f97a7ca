import { z } from 'zod';
import { TEMPLATE_BODY_REQUIRED, TEMPLATE_NAME_REQUIRED, TEMPLATE_SUBJECT_REQUIRED } from './plain';

/** An email template: body is sanitised HTML with {{Placeholder}} fields. */
export const emailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

const MAX_TEMPLATE_BODY = 200_000;

const templateFields = {
  name: z.string({ error: TEMPLATE_NAME_REQUIRED }).trim().min(1, TEMPLATE_NAME_REQUIRED).max(100),
  subject: z
    .string({ error: TEMPLATE_SUBJECT_REQUIRED })
    .trim()
    .min(1, TEMPLATE_SUBJECT_REQUIRED)
    .max(200),
  body: z
    .string({ error: TEMPLATE_BODY_REQUIRED })
    .trim()
    .min(1, TEMPLATE_BODY_REQUIRED)
    .max(MAX_TEMPLATE_BODY),
};

/** POST /api/Template. No client validation; the server checks these. */
export const createTemplateRequestSchema = z.strictObject(templateFields);
export type CreateTemplateRequest = z.infer<typeof createTemplateRequestSchema>;

/** PUT /api/Template. */
export const updateTemplateRequestSchema = z.strictObject({
  id: z.int32(),
  ...templateFields,
});
export type UpdateTemplateRequest = z.infer<typeof updateTemplateRequestSchema>;
