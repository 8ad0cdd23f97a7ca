import { sql, type Column, type SQL } from 'drizzle-orm';

// A serial column's values are of its base type.
const ARRAY_ELEMENT: Record<string, string> = {
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
};

/**
 * `column = any($1)`, the values bound as one array parameter. `inArray` binds each value on its
 * own: building a statement of 5,000 parameters holds the event loop for tens of milliseconds, and
 * PostgreSQL refuses more than 65,535. Lists that grow with the club (registrations, members,
 * invoices) go through this; none matches an empty list.
 */
export const anyOf = (column: Column, values: readonly unknown[]): SQL => {
  const type = column.getSQLType();
  return sql`${column} = any(${sql.param([...new Set(values)])}::${sql.raw(ARRAY_ELEMENT[type] ?? type)}[])`;
};
