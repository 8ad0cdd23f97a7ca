import type { Convention } from 'shared-api';
import { formatReminderDays, type Venue } from 'shared-api/member';
import { reminderDaysSchema, venueSchema } from 'shared-api/contract';
import { z } from 'zod';

/** The venue as the form types it: every field text, all blank for none. */
export interface VenueFormValues {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  arrivalNotes: string;
  phone: string;
}

export const NO_VENUE: VenueFormValues = {
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  arrivalNotes: '',
  phone: '',
};

const isBlank = (venue: VenueFormValues) =>
  Object.values(venue).every((value) => value.trim() === '');

/** Every field blank is no venue (null); otherwise the contract's rule, its messages on the fields. */
export const venueFormSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    arrivalNotes: z.string(),
    phone: z.string(),
  })
  .transform((venue, ctx): Venue | null => {
    if (isBlank(venue)) return null;
    const parsed = venueSchema.safeParse(venue);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/** The practical information's part of the convention form: venue and reminder days. */
export const practicalFormShape = { venue: venueFormSchema, reminderDays: reminderDaysSchema };

export const NEW_PRACTICAL = { venue: NO_VENUE, reminderDays: '14, 2' };

export const practicalFormValues = (convention: Convention) => ({
  venue: convention.venue
    ? {
        ...convention.venue,
        latitude: convention.venue.latitude === null ? '' : String(convention.venue.latitude),
        longitude: convention.venue.longitude === null ? '' : String(convention.venue.longitude),
      }
    : NO_VENUE,
  reminderDays: formatReminderDays(convention.reminderDays),
});

/** Whether the saved practical information differs from the convention's. */
export const practicalChanged = (
  convention: Convention,
  saved: { venue: Venue | null; reminderDays: number[] },
): boolean =>
  JSON.stringify(saved.venue) !== JSON.stringify(convention.venue) ||
  saved.reminderDays.join() !== convention.reminderDays.join();
