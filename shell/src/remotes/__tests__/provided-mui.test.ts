import fs from 'fs';
import path from 'path';

// MUI's modules are shared one by one (MUI_MODULES, scripts/webpack/shared-singletons.js): a module
// a remote imports but the list lacks would be the remote's own copy, beside the shell's modules
// it uses with it, and a context of one copy (FormControl's) does not reach the other's fields.
// So the list is exactly what the remotes' code imports, with the date pickers' and the icons'.
const repo = path.resolve(__dirname, '../../../..');
const { MUI_MODULES } = jest.requireActual<{ MUI_MODULES: string[] }>(
  path.join(repo, 'scripts/webpack/shared-singletons.js'),
);

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

const IMPORTERS = [
  path.join(repo, 'member-app/src'),
  path.join(repo, 'admin-app/src'),
  packageDir('@mui/x-date-pickers'),
  path.join(packageDir('@mui/icons-material'), 'utils'),
];

const sourcesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourcesUnder(file);
    return /\.(tsx?|m?js)$/.test(entry.name) && !/\.(test|d)\.m?tsx?$/.test(entry.name)
      ? [file]
      : [];
  });

const muiModulesIn = (source: string): string[] =>
  [...source.matchAll(/from\s+['"](@mui\/material\/[\w]+)['"]/g)].map(([, name = '']) => name);

it('shares every module of MUI the remotes, the date pickers and the icons import, and no other', () => {
  const imported = new Set(
    IMPORTERS.flatMap(sourcesUnder).flatMap((file) => muiModulesIn(fs.readFileSync(file, 'utf8'))),
  );
  expect(imported).toContain('@mui/material/Button');
  expect([...imported].sort()).toEqual([...MUI_MODULES].sort());
});
