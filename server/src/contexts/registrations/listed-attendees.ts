import type { ListedAttendee } from 'shared-api/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { catalogueGames, registrationGames, registrations } from '../../db/schema';
import { findActiveConvention } from './active-convention';

/**
 * Who is coming to the active convention: the placed attendees (not those waiting or cancelled)
 * who agreed to be listed, by first name and initial only, with their country and the games they
 * bring. None without an active convention.
 */
export const listedAttendees = async (db: Db): Promise<ListedAttendee[]> => {
  const convention = await findActiveConvention(db);
  if (!convention) return [];
  const rows = await db
    .select({
      id: registrations.id,
      firstName: registrations.attendeeFirstName,
      lastName: registrations.attendeeLastName,
      country: registrations.attendeeNationality,
      bringGames: registrations.bringGames,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.conventionId, convention.id),
        eq(registrations.status, 'registered'),
        eq(registrations.listed, true),
      ),
    )
    .orderBy(
      asc(sql`lower(${registrations.attendeeFirstName})`),
      asc(sql`lower(${registrations.attendeeLastName})`),
    );
  if (rows.length === 0) return [];
  const brought = await db
    .select({ registrationId: registrationGames.registrationId, title: catalogueGames.title })
    .from(registrationGames)
    .innerJoin(catalogueGames, eq(catalogueGames.id, registrationGames.gameId))
    .where(
      and(
        anyOf(
          registrationGames.registrationId,
          rows.map((row) => row.id),
        ),
        gt(registrationGames.copiesBrought, 0),
      ),
    )
    .orderBy(asc(catalogueGames.title));
  return rows.map((row) => ({
    firstName: row.firstName,
    lastInitial: `${row.lastName.trim().charAt(0).toUpperCase()}.`,
    country: row.country,
    games: [
      ...brought.filter((game) => game.registrationId === row.id).map((game) => game.title),
      ...(row.bringGames ? [row.bringGames] : []),
    ],
  }));
};
