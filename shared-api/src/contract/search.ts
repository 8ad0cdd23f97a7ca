import { fillMessage } from '../domains/languages/message-templates';
import { z } from 'zod';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = fillMessage('A search is at most {max} characters.', {
  max: SEARCH_MAX_LENGTH,
});

/**
 * ?search= of the admin lists: words each found somewhere in the row (a name, an email, a plate, an
 * invoice number or reference), accents and case ignored. Blank means no search.
 */
export const searchParamSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)
  .optional();

/** Query of the lists that only search: GET /api/User and the registrations list. */
export const searchQuerySchema = z.strictObject({ search: searchParamSchema });
export type SearchQuery = z.input<typeof searchQuerySchema>;
