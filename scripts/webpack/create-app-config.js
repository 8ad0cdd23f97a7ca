// The webpack configuration the three front-end apps share; each app's configs/webpack.config.js
// passes what differs (public path, dev port, extra plugins and dev-server settings).
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { buildInfoPlugins } = require('./build-info');
const { muiWithoutCssVariables } = require('./mui-without-css-variables');
const { PrecompressPlugin } = require('./precompress');

/**
 * webpack 5.111 renders runtime modules while hashing, before content hashes exist, and the
 * federation runtime module resolves the entry's filename at that moment only to count its
 * directories (module-federation/core#5077): it gets the unhashed name, every file still a hash.
 */
const entryFilename = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash].js' : '[name].js';

const typescriptRule = (root) => ({
  test: /\.tsx?$/,
  // shared-api and shared-ui are symlinked workspaces resolved to their TypeScript sources.
  exclude: /node_modules/,
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    configFile: path.join(root, 'tsconfig.json'),
    // Sources of the linked workspaces live outside this app's rootDir.
    compilerOptions: {
      composite: false,
      declaration: false,
      emitDeclarationOnly: false,
      rootDir: path.resolve(root, '..'),
    },
  },
});

// Each package's message catalogues (src/locales/en.json, nl.json, fr.json), compiled as bundled.
const catalogueRule = {
  test: /[\\/]src[\\/]locales[\\/][a-z]+\.json$/,
  loader: require.resolve('./catalogue-loader'),
};

// react-router's package exports name its development build for every condition, production
// included (remix-run/react-router#12532, #14102): its warnings and checks ran on every page. The
// production build sits beside it; an alias with an absolute path is not bound by the exports.
const reactRouterProduction = {
  'react-router$': path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * What the federation plugin would tell the runtime of a host that loads remotes by their
 * remoteEntry.js in a browser: it leaves out the code for manifest-based remotes (snapshots) and
 * for Node.
 */
const runtimeHostDefines = () =>
  new DefinePlugin({
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    ENV_TARGET: JSON.stringify('web'),
  });

/**
 * @param {object} app
 * @param {string} app.root the app's folder
 * @param {object} app.federation its module-federation config
 * @param {boolean} [app.runtimeHost] the host (the shell): no federation plugin, its runtime is
 *   started from the app's code when a remote is needed
 * @param {string} app.publicPath where its chunks load from
 * @param {number} app.port its dev-server port
 * @param {object} [app.optimization] webpack's optimization settings, where its defaults do not suit the app
 * @param {(production: boolean) => object[]} [app.plugins] plugins besides federation and build info
 * @param {object} [app.devServer] dev-server settings besides port and history fallback
 */
const createAppConfig =
  ({
    root,
    federation,
    runtimeHost = false,
    optimization = {},
    publicPath,
    port,
    plugins = () => [],
    devServer = {},
  }) =>
  (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's standalone development page (npm run dev -w member-app) is a host of its own and
    // needs a federation runtime; the remoteEntry.js deployed runs on the shell's.
    const federationConfig = production
      ? federation
      : { ...federation, experiments: { ...federation.experiments, externalRuntime: false } };
    return {
      context: root,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(root, 'dist'),
        publicPath,
        filename: production ? entryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: production ? reactRouterProduction : {},
      },
      module: { rules: [typescriptRule(root), catalogueRule] },
      optimization,
      plugins: [
        runtimeHost ? runtimeHostDefines() : new ModuleFederationPlugin(federationConfig),
        muiWithoutCssVariables(),
        ...buildInfoPlugins(root, federationConfig),
        ...plugins(production),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
        ...devServer,
      },
    };
  };

module.exports = { createAppConfig };
