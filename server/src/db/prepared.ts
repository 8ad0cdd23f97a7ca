import type { Db } from './client';

/**
 * A query Drizzle builds once per database, then runs with new values for its placeholders. On
 * the calls every request or every registration makes, building the SQL took more of the server's
 * CPU than anything else (docs/performance.md); PostgreSQL also parses and plans a named statement
 * once per connection. A transaction is a database of its own here: its queries are built again.
 */
export const preparedFor = <Query>(build: (db: Db) => Query): ((db: Db) => Query) => {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
};
