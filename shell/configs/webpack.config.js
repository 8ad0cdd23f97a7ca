const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');
const federation = require('./module-federation.config');
const { createAppConfig } = require('../../scripts/webpack/create-app-config');
const { ProvidedMuiCheckPlugin } = require('./provided-mui-check-plugin');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');

const root = path.resolve(__dirname, '..');
const remotesManifest = path.join(root, 'public/remotes.json');

// In development the remotes run on their own dev servers (see member-app and admin-app configs).
const devRemotes = {
  member_app: 'http://localhost:3001/remoteEntry.js',
  admin_app: 'http://localhost:3002/remoteEntry.js',
};

/**
 * Ships public/remotes.json beside index.html: the server may rewrite it per deployment. Every
 * page reads it as it starts (src/remote-manifest/manifest-url.ts): index.html asks for it at once, so
 * that a remote's page can start its remote's downloads as soon as main.js runs.
 */
class RemotesManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(
        'RemotesManifestPlugin',
        (data) => {
          data.assetTags.styles.unshift({
            tagName: 'link',
            voidTag: true,
            // As src/remotes/remote-downloads.ts fetches it: CORS mode, same-origin credentials.
            attributes: {
              rel: 'preload',
              as: 'fetch',
              crossorigin: 'anonymous',
              href: `${compilation.outputOptions.publicPath}remotes.json`,
            },
            meta: { plugin: 'RemotesManifestPlugin' },
          });
          return data;
        },
      );
      compilation.fileDependencies.add(remotesManifest);
      compilation.hooks.processAssets.tap(
        { name: 'RemotesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = fs.readFileSync(remotesManifest);
          compilation.emitAsset('remotes.json', new sources.RawSource(json));
        },
      );
    });
  }
}

const packages = (...names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The packages the shell starts with, by family, rather than one script of 560 kB: an upgrade of
 * React leaves MUI and Redux cached. Each group is still split by where its modules are used: what
 * only a remote asks for (all of MUI, the date pickers) stays out of the first download. Lighthouse
 * could not tell the two apart.
 */
const splitChunks = {
  chunks: 'all',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    react: { test: packages('react-dom', 'react', 'scheduler'), priority: 30 },
    mui: {
      test: packages('@mui', '@emotion', 'stylis', '@babel', 'react-transition-group'),
      priority: 20,
    },
    redux: {
      test: packages('@reduxjs', 'redux', 'redux-thunk', 'immer', 'reselect', 'react-redux'),
      priority: 20,
    },
    vendors: { test: packages('.+?'), priority: 10 },
    // The lazily loaded pages' English (src/page-i18n.ts), once for all of them.
    pageMessages: {
      // Only the pages' part of the English: the first screen's part is the same file, read by
      // another loader, and must stay with the first screen.
      test: (module) =>
        /[\\/]shell[\\/]src[\\/]page-i18n\.ts$/.test(module.resource ?? '') ||
        (/[\\/]shell[\\/]src[\\/]locales[\\/]en\.json$/.test(module.resource ?? '') &&
          (module.loaders ?? []).some((loader) => loader.options?.part === 'pages')),
      chunks: 'async',
      name: 'shell-pages-en',
      enforce: true,
      priority: 5,
    },
  },
};

/**
 * The English catalogue as each of its importers needs it (configs/catalogue-part-loader.js):
 * src/i18n.ts bundles the first screen's messages, src/page-i18n.ts those of the lazily loaded
 * pages. The home page's JavaScript does not carry the terms' or the tourist information's texts.
 */
const cataloguePart = (issuer, part) => ({
  test: /[\\/]src[\\/]locales[\\/]en\.json$/,
  issuer,
  enforce: 'pre',
  loader: path.join(__dirname, 'catalogue-part-loader.js'),
  options: { part },
});
const catalogueParts = [
  cataloguePart(/[\\/]shell[\\/]src[\\/]i18n\.ts$/, 'first-screen'),
  cataloguePart(/[\\/]shell[\\/]src[\\/]page-i18n\.ts$/, 'pages'),
];

const appConfig = createAppConfig({
  root,
  federation,
  runtimeHost: true,
  optimization: { splitChunks },
  // Absolute: deep links such as /inbox/conversation/7 must still find /main.js.
  publicPath: '/',
  port: 3000,
  plugins: (production) => [
    new HtmlWebpackPlugin({ template: './public/index.html' }),
    // src/index.ts: `import('./bootstrap')`.
    // src/remotes/remote-registry.ts: `import('./federation-runtime')`.
    ...(production
      ? [
          new StartupPreloadPlugin({
            boundary: './bootstrap',
            remoteRuntime: './federation-runtime',
            // The member pages' calls: the member remote's routes import them.
            remoteStartup: ['shared-api/member'],
          }),
          new ProvidedMuiCheckPlugin({ boundary: './bootstrap' }),
        ]
      : []),
    ...(production ? [new RemotesManifestPlugin()] : []),
  ],
  devServer: {
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-remotes-manifest',
        path: '/remotes.json',
        middleware: (_req, res) => res.json(devRemotes),
      });
      return middlewares;
    },
  },
});

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  config.module.rules.push(...catalogueParts);
  return config;
};
