import { fileURLToPath } from 'node:url';

// Beside this file under tsx (src/db/migrations); beside the bundle once built (dist/migrations).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
