import { z } from 'zod';

/** GET /api/health answers with this as its data. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
