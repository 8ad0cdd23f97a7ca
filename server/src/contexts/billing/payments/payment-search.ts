import { or, sql, type SQL } from 'drizzle-orm';
import { invoices, users } from '../../../db/schema';
import { containsEveryWord, foldedSql, searchWords } from '../../../shared/search/folded-search';

/** Digits and what people write between them: +++123/4567/89012+++, 2027-0001, 123 4567 89012. */
const NUMBER_LIKE = /^[\d\s+*/.-]+$/;

/**
 * SQL: the invoice the search finds. A structured reference or an invoice number in any notation
 * (+++123/4567/89012+++, 123/4567/89012, 123456789012, 2027-0001) is matched on its digits alone;
 * any other search wants every word in the recipient's name or email or the invoice number.
 */
export const paymentSearch = (search: string | undefined): SQL | undefined => {
  const text = search?.trim() ?? '';
  const digits = text.replace(/\D/g, '');
  if (NUMBER_LIKE.test(text) && digits.length > 0) {
    const pattern = `%${digits}%`;
    return or(
      sql`${invoices.structuredReference} like ${pattern}`,
      sql`regexp_replace(${invoices.number}, '[^0-9]', '', 'g') like ${pattern}`,
    );
  }
  return containsEveryWord(
    foldedSql(
      sql`${users.firstName}`,
      sql`${users.lastName}`,
      sql`${users.email}`,
      sql`${invoices.number}`,
    ),
    searchWords(text),
  );
};
