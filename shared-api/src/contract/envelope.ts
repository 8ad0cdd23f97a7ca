import { z } from 'zod';

/** The zod form of the envelope every /api answer is wrapped in (see Envelope). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ result: z.number().int(), errorMessage: z.string().nullable(), data });
