// The libraries every container shares as singletons (DESIGN section 4): one React, one router,
// one store and API slice (shared-api), one theme and toast host (shared-ui, MUI, emotion,
// notistack). A shared module is provided whole and loaded when first used: the shell no longer
// uses the date pickers itself, so only pages with pickers download them.
const path = require('path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@mui/x-date-pickers',
  'dayjs',
  'notistack',
  'shared-api',
  'shared-ui',
  // Second entries of shared-ui, singletons like it: components only some pages need, kept out of
  // the main entry that every page downloads (docs/decisions.md).
  'shared-ui/confirm-dialog',
  'shared-ui/messages',
];

/** The package a shared entry belongs to: 'shared-ui' for 'shared-ui/messages'. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

// Workspace packages are linked, not installed: their version comes from their own package.json.
const workspaceVersion = (name) =>
  require(path.resolve(__dirname, '../..', packageOf(name), 'package.json')).version;

/**
 * The `shared` section of an app's federation config: each singleton at the range the app's own
 * package.json requires; `extra(name)` adds per-app settings (the shell provides MUI whole).
 */
const sharedSingletons = (pkg, extra = () => ({})) =>
  Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: pkg.dependencies[packageOf(name)],
        ...(name.startsWith('shared-') ? { version: workspaceVersion(name) } : {}),
        ...extra(name),
      },
    ]),
  );

module.exports = { SINGLETONS, packageOf, sharedSingletons };
