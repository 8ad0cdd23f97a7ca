// The migration that keys statement lines by format: lines imported before it keep working.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../src/db/migrations-folder';

const apply = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(join(migrationsFolder, file), 'utf8').split(
    '--> statement-breakpoint',
  )) {
    await db.exec(statement);
  }
};

test('lines imported before the line keys get a legacy key; a bank reference may then repeat', async () => {
  const db = new PGlite();
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  // By name, not number: migrations of other work may be numbered before it.
  const migration = files.find((name) => name.endsWith('_statement_line_keys.sql'))!;
  for (const file of files.filter((name) => name < migration)) await apply(db, file);
  await db.exec(`insert into statement_entries (bank_reference, format, booked_on, amount_cents, state)
                 values ('AFECA0CVA IKLINNINNIG', 'coda', '2011-01-11', 41992, 'unmatched')`);

  await apply(db, migration);

  const { rows } = await db.query<{ line_key: string; bank_reference: string }>(
    'select line_key, bank_reference from statement_entries',
  );
  assert.deepEqual(rows, [
    { line_key: 'legacy/AFECA0CVA IKLINNINNIG', bank_reference: 'AFECA0CVA IKLINNINNIG' },
  ]);
  // The same bank reference on another movement is another line; the same key is refused.
  const insert = (key: string) =>
    db.query(
      `insert into statement_entries (line_key, bank_reference, format, booked_on, amount_cents, state)
       values ($1, 'AFECA0CVA IKLINNINNIG', 'coda', '2011-01-11', 5912, 'unmatched')`,
      [key],
    );
  await insert('coda/BE33737018595246/2011/135/0004/0002');
  await assert.rejects(insert('coda/BE33737018595246/2011/135/0004/0002'), /line_key/);
  await db.close();
});
