import { CONVERSATION_NOT_FOUND } from 'shared-api/contract';
import { z } from 'zod';
import { ApiError } from '../../../../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noteIdParams = z.strictObject({ id: z.string() });

/** An id that cannot exist is simply not found: it never reaches the uuid column. */
export const existingNoteId = (id: string): string => {
  if (!UUID.test(id)) throw new ApiError(404, CONVERSATION_NOT_FOUND);
  return id;
};
