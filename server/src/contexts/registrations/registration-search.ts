import { sql, type SQL } from 'drizzle-orm';
import { registrations } from '../../db/schema';
import { containsEveryWord, foldedSql, searchWords } from '../../shared/search/folded-search';

/**
 * SQL: the attendee's name, email or car plate holds every word of the search; a plate also
 * without its dashes and spaces, as people read one off a car (1ABC123 finds 1-ABC-123).
 */
export const registrationSearch = (search: string | undefined): SQL | undefined =>
  containsEveryWord(
    foldedSql(
      sql`${registrations.attendeeFirstName}`,
      sql`${registrations.attendeeLastName}`,
      sql`${registrations.attendeeEmail}`,
      sql`${registrations.licensePlate}`,
      sql`regexp_replace(${registrations.licensePlate}, '[^[:alnum:]]', '', 'g')`,
    ),
    searchWords(search),
  );
