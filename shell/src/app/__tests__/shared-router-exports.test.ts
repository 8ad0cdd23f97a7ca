import fs from 'fs';
import path from 'path';

// The shell provides react-router-dom to every container as a curated entry (only the exports in
// use, so that the rest is tree-shaken): an export missing from it would be undefined in a remote.
const repo = path.resolve(__dirname, '../../../..');
const curatedEntry = path.join(repo, 'shell/src/remotes/provided/react-router-dom.ts');
const FRONT_ENDS = ['shell', 'member-app', 'admin-app', 'shared-ui', 'shared-api'];

const sourcesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** The values (not the types) a source file imports from react-router-dom. */
const routerValuesIn = (source: string): string[] =>
  [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)].flatMap(
    ([, typeOnly, names = '']) =>
      typeOnly
        ? []
        : names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );

// Test helpers (MemoryRouter) run under jest and the prerenderer (StaticRouter) in Node at build
// time, never against the shell's shared module.
const NOT_IN_BROWSER = ['test', 'prerender'].map((dir) => `${path.sep}${dir}${path.sep}`);
const usedByBuilds = (): Set<string> =>
  new Set(
    FRONT_ENDS.flatMap((app) => sourcesUnder(path.join(repo, app, 'src')))
      .filter((file) => !NOT_IN_BROWSER.some((dir) => file.includes(dir)))
      .flatMap((file) => routerValuesIn(fs.readFileSync(file, 'utf8'))),
  );

it('provides every react-router-dom export a container uses', () => {
  const curated = jest.requireActual<Record<string, unknown>>(curatedEntry);
  const used = [...usedByBuilds()].sort();
  expect(used).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'useNavigate']));
  expect(used.filter((name) => curated[name] === undefined)).toEqual([]);
});
