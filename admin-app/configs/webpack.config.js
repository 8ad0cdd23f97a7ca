const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../../scripts/webpack/create-app-config');
const { NavFilePlugin } = require('../../scripts/webpack/nav-file');
const { adminSources } = require('./sources');

module.exports = createAppConfig({
  root: path.resolve(__dirname, '..'),
  federation: require('./module-federation.config'),
  // Chunks load from wherever remoteEntry.js was served (/remotes/admin-app/ in production).
  publicPath: 'auto',
  port: 3002,
  // The standalone page is a development harness only; production serves remoteEntry.js alone.
  plugins: (production) => [
    new NavFilePlugin(adminSources.nav),
    ...(production ? [] : [new HtmlWebpackPlugin({ template: './public/index.html' })]),
  ],
  // The shell on :3000 loads this remote's scripts across origins.
  devServer: { headers: { 'Access-Control-Allow-Origin': '*' } },
});
