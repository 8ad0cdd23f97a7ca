// Writes the allowed-arrows tables of scripts/architecture/boundaries.js into docs/architecture.md,
// laid out as prettier lays out the rest of the repository.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const { withTables } = require('./doc-tables');
const page = fileURLToPath(new URL('../../docs/architecture.md', import.meta.url));

const options = { ...(await prettier.resolveConfig(page)), filepath: page };
writeFileSync(page, await prettier.format(withTables(readFileSync(page, 'utf8')), options));
