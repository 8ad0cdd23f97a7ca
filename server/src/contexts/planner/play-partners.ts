import type { PlayPartner } from 'shared-api/contract';
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';

/** The registrations row under another name, for the attendee picked as someone to play with. */
export const partnerRegistrations = alias(registrations, 'partner');

/**
 * Who may be picked as someone to play with, and whose picks count: the attendee agreed to be
 * listed and has not cancelled. One rule for the picker's list, the server's check, what a
 * registration reads back and what the table planner uses.
 */
export const isListedPartner = (r: { listedAsPlayPartner: AnyColumn; status: AnyColumn }): SQL =>
  sql`(${r.listedAsPlayPartner} and ${r.status} <> 'cancelled')`;

/** An attendee as others see them when picking: the name only, never the email. */
export const attendeeName = (r: { attendeeFirstName: AnyColumn; attendeeLastName: AnyColumn }) =>
  sql<string>`${r.attendeeFirstName} || ' ' || ${r.attendeeLastName}`;

/** How attendees are listed: by first name, then last name, as the registration lists are. */
export const byAttendeeName = (r: {
  attendeeFirstName: AnyColumn;
  attendeeLastName: AnyColumn;
}) => [asc(sql`lower(${r.attendeeFirstName})`), asc(sql`lower(${r.attendeeLastName})`)];

/**
 * GET /api/Registration/play-partners: the attendees of a convention who agreed to be listed, by
 * name only (never their email).
 */
export const listPlayPartners = async (db: Db, conventionId: number): Promise<PlayPartner[]> =>
  db
    .select({
      registrationId: registrations.id,
      name: attendeeName(registrations),
    })
    .from(registrations)
    .where(and(eq(registrations.conventionId, conventionId), isListedPartner(registrations)))
    .orderBy(...byAttendeeName(registrations), asc(registrations.createdAt));
