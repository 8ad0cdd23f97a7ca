import type { UserOptions } from '@module-federation/runtime-core';
import { PROVIDED_MUI_MODULES } from './provided/mui-material';
import { offeredVersions } from './shared-versions';

/**
 * A CommonJS package as webpack's federation plugin would provide it: its `module.exports`, not
 * the namespace `import()` wraps it in. A remote's strict ES modules (the date pickers' `.mjs`)
 * take a default import of it as the whole `module.exports`: given the namespace, the pickers'
 * `dayjs()` was not a function.
 */
const commonJs = (module: { default: unknown }) => module.default;

/**
 * The shared singletons (scripts/webpack/shared-singletons.js), as the shell hands them to the
 * remotes. Each loads the shell's own copy: the modules its pages already run are not downloaded
 * again, and the others (all of MUI, the date pickers, shared-ui's second entries) are chunks
 * downloaded only when a remote asks for them.
 */
export const PROVIDED_MODULES: Record<string, () => Promise<unknown>> = {
  react: () => import('react').then(commonJs),
  'react-dom': () => import('react-dom').then(commonJs),
  // Only the exports the containers use, so that the rest of react-router is tree-shaken. In this
  // chunk (eager): its modules are the startup's, and a chunk of its own was one more round trip
  // before a remote's first page could render.
  'react-router-dom': () => import(/* webpackMode: "eager" */ './provided/react-router-dom'),
  'react-redux': () => import('react-redux'),
  '@reduxjs/toolkit': () => import('@reduxjs/toolkit'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/styled': () => import('@emotion/styled'),
  // Whole, from its ES module entry, whose modules are the very ones the shell's deep imports
  // (@mui/material/Button) run: a remote gets the same MUI, not a second copy.
  '@mui/material': () => import('@mui/material'),
  '@mui/x-date-pickers': () => import('@mui/x-date-pickers'),
  dayjs: () => import('dayjs').then(commonJs),
  notistack: () => import('notistack'),
  'react-hook-form': () => import('react-hook-form'),
  'shared-api': () => import('shared-api'),
  'shared-ui': () => import('shared-ui'),
  // Provided by the shell although it does not use them: provided from a remote's chunks, one
  // failed chunk download left them failed for the rest of the visit, and Retry could never bring
  // the admin pages back (e2e/tests/faults-remotes.spec.ts).
  'shared-api/member': () => import('shared-api/member'),
  'shared-ui/confirm-dialog': () => import('shared-ui/confirm-dialog'),
  'shared-ui/messages': () => import('shared-ui/messages'),
  'shared-ui/forms': () => import('shared-ui/forms'),
  'shared-ui/pickers': () => import('shared-ui/pickers'),
  'shared-ui/actions': () => import('shared-ui/actions'),
  ...PROVIDED_MUI_MODULES,
};

/** A module of MUI is offered at the version of '@mui/material' (build-info.js lists only that). */
const versionOffered = (name: string, offered: Record<string, string>): string | undefined =>
  offered[name] ?? (name.startsWith('@mui/material/') ? offered['@mui/material'] : undefined);

/** The `shared` option of the shell's federation runtime: each singleton at the version built in. */
export const providedShared = (
  offered: Record<string, string> = offeredVersions(),
): NonNullable<UserOptions['shared']> =>
  Object.fromEntries(
    Object.entries(PROVIDED_MODULES).map(([name, load]) => {
      const version = versionOffered(name, offered);
      if (!version) throw new Error(`The build offers no version of ${name}.`);
      return [
        name,
        {
          version,
          get: () => load().then((module) => () => module),
          // What a remote requires is checked against the shell's versions before it loads
          // (shared-versions.ts); the shell itself never asks the runtime for these.
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ];
    }),
  );
