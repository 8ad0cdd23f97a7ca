// MUI's modules as the shell provides them to the remotes, one by one (the list and why:
// MUI_MODULES in scripts/webpack/shared-singletons.js). Each is the shell's own module. Those its
// startup already runs are eager: only their index module comes with the federation runtime, and
// a remote's first page asks for nothing more. The others are chunks fetched when a remote asks,
// one per family of modules used together (a form's fields, a dialog's parts): one chunk each
// was 50 more names in main.js, which every page downloads, and more requests for the admin
// pages. The build fails when the split is wrong (configs/provided-mui-check-plugin.js).
export const PROVIDED_MUI_MODULES: Record<string, () => Promise<unknown>> = {
  '@mui/material/Accordion': () =>
    import(/* webpackChunkName: "mui-accordion" */ '@mui/material/Accordion'),
  '@mui/material/AccordionActions': () =>
    import(/* webpackChunkName: "mui-accordion" */ '@mui/material/AccordionActions'),
  '@mui/material/AccordionDetails': () =>
    import(/* webpackChunkName: "mui-accordion" */ '@mui/material/AccordionDetails'),
  '@mui/material/AccordionSummary': () =>
    import(/* webpackChunkName: "mui-accordion" */ '@mui/material/AccordionSummary'),
  '@mui/material/Alert': () => import(/* webpackMode: "eager" */ '@mui/material/Alert'),
  '@mui/material/AlertTitle': () => import(/* webpackMode: "eager" */ '@mui/material/AlertTitle'),
  '@mui/material/Autocomplete': () => import('@mui/material/Autocomplete'),
  '@mui/material/Box': () => import(/* webpackMode: "eager" */ '@mui/material/Box'),
  '@mui/material/Button': () => import(/* webpackMode: "eager" */ '@mui/material/Button'),
  '@mui/material/ButtonBase': () => import(/* webpackMode: "eager" */ '@mui/material/ButtonBase'),
  '@mui/material/Card': () => import(/* webpackMode: "eager" */ '@mui/material/Card'),
  '@mui/material/CardActions': () => import(/* webpackMode: "eager" */ '@mui/material/CardActions'),
  '@mui/material/CardContent': () => import(/* webpackMode: "eager" */ '@mui/material/CardContent'),
  '@mui/material/Checkbox': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/Checkbox'),
  '@mui/material/Chip': () => import('@mui/material/Chip'),
  '@mui/material/Collapse': () => import('@mui/material/Collapse'),
  '@mui/material/Container': () => import(/* webpackMode: "eager" */ '@mui/material/Container'),
  '@mui/material/Dialog': () => import(/* webpackChunkName: "mui-dialog" */ '@mui/material/Dialog'),
  '@mui/material/DialogActions': () =>
    import(/* webpackChunkName: "mui-dialog" */ '@mui/material/DialogActions'),
  '@mui/material/DialogContent': () =>
    import(/* webpackChunkName: "mui-dialog" */ '@mui/material/DialogContent'),
  '@mui/material/DialogContentText': () =>
    import(/* webpackChunkName: "mui-dialog" */ '@mui/material/DialogContentText'),
  '@mui/material/DialogTitle': () =>
    import(/* webpackChunkName: "mui-dialog" */ '@mui/material/DialogTitle'),
  '@mui/material/Divider': () => import(/* webpackMode: "eager" */ '@mui/material/Divider'),
  '@mui/material/Fade': () => import(/* webpackChunkName: "mui-dialog" */ '@mui/material/Fade'),
  '@mui/material/FormControl': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/FormControl'),
  '@mui/material/FormControlLabel': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/FormControlLabel'),
  '@mui/material/FormGroup': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/FormGroup'),
  '@mui/material/FormHelperText': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/FormHelperText'),
  '@mui/material/FormLabel': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/FormLabel'),
  '@mui/material/Grow': () => import('@mui/material/Grow'),
  '@mui/material/IconButton': () => import(/* webpackMode: "eager" */ '@mui/material/IconButton'),
  '@mui/material/InputAdornment': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/InputAdornment'),
  '@mui/material/InputLabel': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/InputLabel'),
  '@mui/material/LinearProgress': () => import('@mui/material/LinearProgress'),
  '@mui/material/Link': () => import(/* webpackMode: "eager" */ '@mui/material/Link'),
  '@mui/material/List': () => import(/* webpackMode: "eager" */ '@mui/material/List'),
  '@mui/material/ListItem': () => import(/* webpackMode: "eager" */ '@mui/material/ListItem'),
  '@mui/material/ListItemText': () => import('@mui/material/ListItemText'),
  '@mui/material/MenuItem': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/MenuItem'),
  '@mui/material/MenuList': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/MenuList'),
  '@mui/material/Pagination': () => import('@mui/material/Pagination'),
  '@mui/material/Paper': () => import(/* webpackMode: "eager" */ '@mui/material/Paper'),
  '@mui/material/Popper': () => import('@mui/material/Popper'),
  '@mui/material/Radio': () => import(/* webpackChunkName: "mui-fields" */ '@mui/material/Radio'),
  '@mui/material/RadioGroup': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/RadioGroup'),
  '@mui/material/Skeleton': () => import('@mui/material/Skeleton'),
  '@mui/material/Stack': () => import(/* webpackMode: "eager" */ '@mui/material/Stack'),
  '@mui/material/SvgIcon': () => import(/* webpackMode: "eager" */ '@mui/material/SvgIcon'),
  '@mui/material/Switch': () => import(/* webpackChunkName: "mui-fields" */ '@mui/material/Switch'),
  '@mui/material/Tab': () => import(/* webpackChunkName: "mui-tabs" */ '@mui/material/Tab'),
  '@mui/material/Table': () => import(/* webpackChunkName: "mui-table" */ '@mui/material/Table'),
  '@mui/material/TableBody': () =>
    import(/* webpackChunkName: "mui-table" */ '@mui/material/TableBody'),
  '@mui/material/TableCell': () =>
    import(/* webpackChunkName: "mui-table" */ '@mui/material/TableCell'),
  '@mui/material/TableContainer': () =>
    import(/* webpackChunkName: "mui-table" */ '@mui/material/TableContainer'),
  '@mui/material/TableHead': () =>
    import(/* webpackChunkName: "mui-table" */ '@mui/material/TableHead'),
  '@mui/material/TableRow': () =>
    import(/* webpackChunkName: "mui-table" */ '@mui/material/TableRow'),
  '@mui/material/Tabs': () => import(/* webpackChunkName: "mui-tabs" */ '@mui/material/Tabs'),
  '@mui/material/TextField': () =>
    import(/* webpackChunkName: "mui-fields" */ '@mui/material/TextField'),
  '@mui/material/ToggleButton': () =>
    import(/* webpackChunkName: "mui-toggle-button" */ '@mui/material/ToggleButton'),
  '@mui/material/ToggleButtonGroup': () =>
    import(/* webpackChunkName: "mui-toggle-button" */ '@mui/material/ToggleButtonGroup'),
  '@mui/material/Tooltip': () => import('@mui/material/Tooltip'),
  '@mui/material/Typography': () => import(/* webpackMode: "eager" */ '@mui/material/Typography'),
  '@mui/material/Unstable_TrapFocus': () =>
    import(/* webpackChunkName: "mui-dialog" */ '@mui/material/Unstable_TrapFocus'),
  '@mui/material/styles': () => import('@mui/material/styles'),
  '@mui/material/useMediaQuery': () => import('@mui/material/useMediaQuery'),
  '@mui/material/utils': () => import('@mui/material/utils'),
};
