import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they run at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
