// MUI's createTheme and ThemeProvider each pick, at run time, between a theme with CSS variables
// and a plain one, so both kinds always ship: the CSS-variables half (createThemeWithVars,
// CssVarsProvider, InitColorSchemeScript, ...) was 9 KiB gzipped of every page, unused. The club's
// theme sets neither `cssVariables` nor `colorSchemes`, for which both files hand over to their
// "NoVars" sibling anyway ("behaves exactly as v5", createTheme.mjs), so the build links that
// sibling directly. shared-ui's theme test fails if the theme ever asks for CSS variables.
const webpack = require('webpack');

const PICKS_A_KIND = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;

const muiWithoutCssVariables = () =>
  new webpack.NormalModuleReplacementPlugin(PICKS_A_KIND, ({ createData }) => {
    const { resource } = createData;
    if (!resource) return;
    const sibling = resource.replace(/\.mjs$/, 'NoVars.mjs');
    // The request names the module: renamed too, the sibling stays one module wherever it is
    // also imported by its own name (MUI's styles index exports both).
    createData.request = createData.request.replace(resource, sibling);
    createData.userRequest = createData.userRequest.replace(resource, sibling);
    createData.resource = sibling;
  });

module.exports = { muiWithoutCssVariables };
