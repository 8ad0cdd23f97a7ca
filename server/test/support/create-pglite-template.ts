// Migrates one PGlite data directory that every test file then copies: much
// faster than initialising a fresh database per file.
import { openDatabase } from '../../src/db/client';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: create-pglite-template.ts <data dir>');
const database = await openDatabase({ databaseUrl: null, dataDir });
await database.migrate();
await database.close();
