const FIRST = Date.parse('0001-01-01T00:00:00.000Z');
const LAST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Whether a well-formed ISO date or date-time falls in years 1 to 9999: ISO strings allow year
 * 0000, which PostgreSQL does not have (it would refuse the query with an error, not a 400).
 */
export const isStorableInstant = (wire: string): boolean => {
  const instant = Date.parse(wire);
  return instant >= FIRST && instant <= LAST;
};
