import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../locales/en.json';

// The build bundles the English messages of the first screen with it and those of the lazily
// loaded pages with them (configs/catalogue-part-loader.js). A message of the first screen left to
// the pages' part would show as its key until a page brought it.
const { firstScreen } = jest.requireActual<{ firstScreen: string[] }>(
  '../../configs/catalogue-parts.json',
);

const SRC = join(__dirname, '..');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const keysIn = (source: string): string[] =>
  Object.keys(en).filter((key) => source.includes(`'${key}'`) || source.includes(`"${key}"`));

const isFirstScreen = (key: string) => firstScreen.includes(key.split('.')[0] ?? '');

/** The modules of the lazily loaded pages: they translate through page-i18n. */
const isPageModule = (source: string) => /from '(\.\.\/)+page-i18n'/.test(source);

/** The build's prerendering reads the whole catalogue, in Node; no browser loads its modules. */
const isBuildModule = (file: string) => file.includes('/prerender/');

describe("the shell's English catalogue, in two parts", () => {
  it('gives the first screen every message its modules use', () => {
    const misplaced = sourceFiles(SRC)
      .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
      .filter(
        ({ file, source }) =>
          !isPageModule(source) && !isBuildModule(file) && !file.endsWith('page-i18n.ts'),
      )
      .flatMap(({ file, source }) =>
        keysIn(source)
          .filter((key) => !isFirstScreen(key))
          .map((key) => `${file.slice(SRC.length)}: ${key}`),
      );
    expect(misplaced).toEqual([]);
  });

  it('keeps the lazily loaded pages out of the first screen', () => {
    const firstScreenModules = ['i18n.ts', 'app/router.tsx', 'app/root-layout.tsx'];
    for (const module of firstScreenModules) {
      expect(readFileSync(join(SRC, module), 'utf8')).not.toContain('page-i18n');
    }
  });
});
