import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogLocation } from 'shared-api/contract';
import { findRepoRoot } from '../../config';

const repoRoot = findRepoRoot();

// V8 frames: "    at fn (/abs/file.ts:12:5)" or "    at /abs/file.ts:12:5" (file:// URLs in ESM).
const FRAME = /^\s*at (?:.*? \()?((?:file:\/\/)?\/[^()]+?):(\d+):\d+\)?$/;

const isOwnCode = (file: string): boolean =>
  !file.includes(`${sep}node_modules${sep}`) && !file.startsWith('node:');

/**
 * Where a failure was raised: the first stack frame in the site's own code (not a library), as a
 * path relative to the repository. With `node --enable-source-maps` that is the TypeScript source.
 */
export const failureLocation = (stack: string | null | undefined): LogLocation | null => {
  for (const line of (stack ?? '').split('\n')) {
    const match = FRAME.exec(line);
    if (!match) continue;
    const [, rawFile = '', lineNumber = '0'] = match;
    const file = rawFile.startsWith('file://') ? fileURLToPath(rawFile) : rawFile;
    if (isOwnCode(file)) return { file: relative(repoRoot, file), line: Number(lineNumber) };
  }
  return null;
};
