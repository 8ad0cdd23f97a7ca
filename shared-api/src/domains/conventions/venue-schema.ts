import { z } from 'zod';
import {
  MAX_REMINDER_DAY,
  REMINDER_DAYS_INVALID,
  VENUE_ADDRESS_REQUIRED,
  VENUE_COORDINATES_TOGETHER,
  VENUE_LATITUDE_INVALID,
  VENUE_LONGITUDE_INVALID,
  VENUE_NAME_REQUIRED,
  VENUE_PHONE_INVALID,
  type Venue,
} from './venue';

/** A coordinate typed in a form (text) or sent as a number; blank is none. */
const coordinate = (limit: number, message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .transform((value, ctx): number | null => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number =
        typeof value === 'number'
          ? value
          : /^\s*-?\d+(\.\d+)?\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/** Convention.venue: what POST and PUT /api/Convention take; the answer has the same shape. */
export const venueSchema = z
  .strictObject({
    name: z.string({ error: VENUE_NAME_REQUIRED }).trim().min(1, VENUE_NAME_REQUIRED).max(200),
    address: z
      .string({ error: VENUE_ADDRESS_REQUIRED })
      .trim()
      .min(1, VENUE_ADDRESS_REQUIRED)
      .max(500),
    latitude: coordinate(90, VENUE_LATITUDE_INVALID).default(null),
    longitude: coordinate(180, VENUE_LONGITUDE_INVALID).default(null),
    arrivalNotes: z.string().trim().max(2000).default(''),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[\d\s+\-/()]*$/, VENUE_PHONE_INVALID)
      .default(''),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    message: VENUE_COORDINATES_TOGETHER,
    path: ['longitude'],
  }) satisfies z.ZodType<Venue, unknown>;

/** Convention.reminderDays: distinct whole days, largest first; the form sends "14, 2". */
export const reminderDaysSchema = z
  .union([z.array(z.number()), z.string()], { error: REMINDER_DAYS_INVALID })
  .transform((value, ctx): number[] => {
    const parts =
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
        : value;
    if (parts.some((day) => !Number.isInteger(day) || day < 1 || day > MAX_REMINDER_DAY)) {
      ctx.addIssue({ code: 'custom', message: REMINDER_DAYS_INVALID });
      return z.NEVER;
    }
    return [...new Set(parts)].sort((a, b) => b - a);
  });

/** Convention.venue as GET /api/Convention answers it. */
export const venueAnswerSchema = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  arrivalNotes: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<Venue>;
