import { and, sql, type SQL } from 'drizzle-orm';

/**
 * Accented Latin letters and what they fold to, both cases: translate() keeps the folding in SQL
 * on PGlite and PostgreSQL alike (unaccent is an extension PGlite may lack), and lower() after it
 * only has ASCII left to change, whatever the database's locale. Ø, Ł and Đ do not decompose under
 * NFD, hence a table rather than a normalisation.
 */
const FOLDS: Record<string, string> = {
  a: 'àáâãäåāăą',
  A: 'ÀÁÂÃÄÅĀĂĄ',
  c: 'çćĉċč',
  C: 'ÇĆĈĊČ',
  d: 'ďđð',
  D: 'ĎĐÐ',
  e: 'èéêëēĕėęě',
  E: 'ÈÉÊËĒĔĖĘĚ',
  g: 'ĝğġģ',
  G: 'ĜĞĠĢ',
  i: 'ìíîïĩīĭįı',
  I: 'ÌÍÎÏĨĪĬĮİ',
  l: 'ĺļľŀł',
  L: 'ĹĻĽĿŁ',
  n: 'ñńņňŉ',
  N: 'ÑŃŅŇ',
  o: 'òóôõöøōŏő',
  O: 'ÒÓÔÕÖØŌŎŐ',
  r: 'ŕŗř',
  R: 'ŔŖŘ',
  s: 'śŝşš',
  S: 'ŚŜŞŠ',
  t: 'ţťŧ',
  T: 'ŢŤŦ',
  u: 'ùúûüũūŭůűų',
  U: 'ÙÚÛÜŨŪŬŮŰŲ',
  y: 'ýÿŷ',
  Y: 'ÝŸŶ',
  z: 'źżž',
  Z: 'ŹŻŽ',
};

const ACCENTED = Object.values(FOLDS).join('');
const PLAIN = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('');
const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index]!]));

/** The text as searches compare it: accents folded, lower case. */
export const foldForSearch = (text: string): string =>
  [...text]
    .map((letter) => PLAIN_OF.get(letter) ?? letter)
    .join('')
    .toLowerCase();

/** The same folding in SQL, over the given texts joined by spaces (nulls skipped). */
export const foldedSql = (...texts: SQL[]): SQL =>
  sql`lower(translate(concat_ws(' ', ${sql.join(texts, sql`, `)}), ${ACCENTED}, ${PLAIN}))`;

/** The words of a search, folded; none for an empty or blank search. */
export const searchWords = (search: string | undefined): string[] =>
  foldForSearch(search ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0);

const escapeLike = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL: the folded text contains every word, in any order; undefined when there is no word. */
export const containsEveryWord = (folded: SQL, words: readonly string[]): SQL | undefined =>
  words.length === 0
    ? undefined
    : and(...words.map((word) => sql`${folded} like ${`%${escapeLike(word)}%`} escape '\\'`));
