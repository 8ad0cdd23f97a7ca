import path from 'path';
import { PROVIDED_MODULES, providedShared } from '../provided-shared';

const repo = path.resolve(__dirname, '../../../..');
const { SINGLETONS, SHARED } = jest.requireActual<{ SINGLETONS: string[]; SHARED: string[] }>(
  path.join(repo, 'scripts/webpack/shared-singletons.js'),
);

// What build-info.js offers: the packages, not MUI's modules one by one.
const versions = Object.fromEntries(SINGLETONS.map((name) => [name, '1.2.3']));

it('provides every shared module, and nothing else', () => {
  expect(Object.keys(PROVIDED_MODULES).sort()).toEqual([...SHARED].sort());
});

// The curated router entry is checked in app/__tests__/shared-router-exports.test.ts.
it.each(SHARED.filter((name) => name !== 'react-router-dom'))(
  "provides %s as the shell's own copy of the package",
  async (name) => {
    const provided = await PROVIDED_MODULES[name]?.();
    const own = jest.requireActual<Record<string, unknown>>(name);
    // One export compared by identity (a named one where there is one): the same module, not a
    // second copy.
    const keys = Object.keys(own).filter((k) => k !== '__esModule');
    const key = keys.find((k) => k !== 'default') ?? keys[0];
    if (key === undefined) throw new Error(`${name} has no export`);
    expect((provided as Record<string, unknown>)[key]).toBe(own[key]);
  },
);

// What webpack's plugin would provide: a strict ES module's default import of these is the whole
// module.exports (the date pickers call `dayjs()`).
it.each(['react', 'react-dom', 'dayjs'])(
  'provides the CommonJS package %s as its module.exports',
  async (name) => {
    await expect(PROVIDED_MODULES[name]?.()).resolves.toBe(jest.requireActual(name));
  },
);

it('provides react-router-dom from the curated entry', async () => {
  const curated = jest.requireActual<object>('../provided/react-router-dom');
  await expect(PROVIDED_MODULES['react-router-dom']?.()).resolves.toBe(curated);
});

it('hands each singleton to the runtime at the version the build offers, loaded on demand', async () => {
  const shared = providedShared(versions);
  expect(Object.keys(shared).sort()).toEqual([...SHARED].sort());
  const react = shared.react as {
    version: string;
    shareConfig: unknown;
    get: () => Promise<() => unknown>;
  };
  expect(react.version).toBe('1.2.3');
  expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: false });
  const factory = await react.get();
  expect(factory()).toEqual(
    expect.objectContaining({ useState: jest.requireActual('react').useState }),
  );
});

it("offers each module of MUI at the version of '@mui/material'", () => {
  const shared = providedShared({ ...versions, '@mui/material': '9.8.7' });
  expect(shared['@mui/material/Button']).toMatchObject({ version: '9.8.7' });
  expect(shared['@mui/material/styles']).toMatchObject({ version: '9.8.7' });
});

it('refuses to start without the version of a singleton', () => {
  const { dayjs: _dayjs, ...missing } = versions;
  expect(() => providedShared(missing)).toThrow('The build offers no version of dayjs.');
});
