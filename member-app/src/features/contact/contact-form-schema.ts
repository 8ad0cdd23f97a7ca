// From the contract entry, not 'shared-api': it sets zod up for the Content-Security-Policy
// before the schema below is built.
import {
  MAX_TITLE_LENGTH,
  MESSAGE_BODY_REQUIRED,
  SUBJECT_REQUIRED,
  TITLE_TOO_LONG,
} from 'shared-api/contract';
import { z } from 'zod';

/** The topic value meaning 'General Question': no registration. */
export const GENERAL_TOPIC = 'general';

export const contactFormSchema = z.object({
  topic: z.string(),
  title: z.string().trim().min(1, SUBJECT_REQUIRED).max(MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  body: z.string().trim().min(1, MESSAGE_BODY_REQUIRED).max(10_000),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export const CONTACT_DEFAULTS: ContactFormValues = { topic: GENERAL_TOPIC, title: '', body: '' };
