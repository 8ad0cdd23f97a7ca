const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');
const federation = require('./module-federation.config');
const { createAppConfig } = require('../../scripts/webpack/create-app-config');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');

const root = path.resolve(__dirname, '..');
const remotesManifest = path.join(root, 'public/remotes.json');

// In development the remotes run on their own dev servers (see member-app and admin-app configs).
const devRemotes = {
  member_app: 'http://localhost:3001/remoteEntry.js',
  admin_app: 'http://localhost:3002/remoteEntry.js',
};

/** Ships public/remotes.json beside index.html: the server may rewrite it per deployment. */
class RemotesManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
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

module.exports = createAppConfig({
  root,
  federation,
  runtimeHost: true,
  // Absolute: deep links such as /inbox/conversation/7 must still find /main.js.
  publicPath: '/',
  port: 3000,
  plugins: (production) => [
    new HtmlWebpackPlugin({ template: './public/index.html' }),
    // src/index.ts: `import('./bootstrap')`.
    ...(production ? [new StartupPreloadPlugin({ boundary: './bootstrap' })] : []),
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
