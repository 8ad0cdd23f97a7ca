// The libraries every container shares as singletons: one React, one router,
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
  // One form library, so that a form made by shared-ui/forms and a remote's own fields share it.
  'react-hook-form',
  'shared-api',
  // Endpoints only the remotes call, one copy for both (docs/decisions.md).
  'shared-api/member',
  'shared-ui',
  // Second entries of shared-ui, singletons like it: components only some pages need, kept out of
  // the main entry that every page downloads (docs/decisions.md).
  'shared-ui/confirm-dialog',
  'shared-ui/messages',
  'shared-ui/forms',
  'shared-ui/pickers',
  'shared-ui/actions',
];

/**
 * MUI's modules as the containers import them (`@mui/material/Button`), each shared as a singleton
 * of its own: federation shares '@mui/material' by its root only, so a remote's deep imports were
 * a second copy of MUI (27 of the 30 kB, Brotli, that /register-event downloaded from member-app)
 * that did not see the theme's default props (its contained buttons kept their shadow). The list
 * is what the remotes' sources, the date pickers and the icons import;
 * shell/src/remotes/__tests__/provided-mui.test.ts keeps it complete, so that no remote mixes the
 * shell's modules with its own (a FormControl of one copy does not reach the labels of the
 * other). A remote whose shell does not provide one (an older shell) falls back to its own copy.
 */
const MUI_MODULES = [
  'Accordion',
  'AccordionActions',
  'AccordionDetails',
  'AccordionSummary',
  'Alert',
  'AlertTitle',
  'Autocomplete',
  'Box',
  'Button',
  'ButtonBase',
  'Card',
  'CardActions',
  'CardContent',
  'Checkbox',
  'Chip',
  'Collapse',
  'Container',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'Fade',
  'FormControl',
  'FormControlLabel',
  'FormGroup',
  'FormHelperText',
  'FormLabel',
  'Grow',
  'IconButton',
  'InputAdornment',
  'InputLabel',
  'LinearProgress',
  'Link',
  'List',
  'ListItem',
  'ListItemText',
  'MenuItem',
  'MenuList',
  'Pagination',
  'Paper',
  'Popper',
  'Radio',
  'RadioGroup',
  'Skeleton',
  'Stack',
  'SvgIcon',
  'Switch',
  'Tab',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'Tabs',
  'TextField',
  'ToggleButton',
  'ToggleButtonGroup',
  'Tooltip',
  'Typography',
  'Unstable_TrapFocus',
  'styles',
  'useMediaQuery',
  'utils',
].map((name) => `@mui/material/${name}`);

/** The package a shared entry belongs to: 'shared-ui' for 'shared-ui/messages'. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

// Workspace packages are linked, not installed: their version comes from their own package.json.
const workspaceVersion = (name) =>
  require(path.resolve(__dirname, '../..', packageOf(name), 'package.json')).version;

/** Everything the containers share: the singletons, then MUI's modules one by one. */
const SHARED = [...SINGLETONS, ...MUI_MODULES];

/**
 * The `shared` section of an app's federation config: each shared module at the range the app's
 * own package.json requires for its package.
 */
const sharedSingletons = (pkg) =>
  Object.fromEntries(
    SHARED.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: pkg.dependencies[packageOf(name)],
        ...(name.startsWith('shared-') ? { version: workspaceVersion(name) } : {}),
      },
    ]),
  );

module.exports = { SINGLETONS, MUI_MODULES, SHARED, packageOf, sharedSingletons };
