// Makes every front-end bundle self-describing, so each can be deployed on its own (deploy/README.md):
// - build-info.json beside the bundle: name, version, build id, git commit, for every shared
//   package the version the bundle brings and the range it requires, and for every exposed module
//   the bundle's own scripts it runs (the shell downloads them alongside remoteEntry.js);
// - __SHARED_VERSIONS__ in the code: what this bundle offers to others at run time (the shell
//   checks a remote's requirements against it before loading the remote).
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { Compilation, DefinePlugin, sources } = require('webpack');
const { chunkScripts } = require('./chunk-scripts');
const { MUI_MODULES } = require('./shared-singletons');

const gitSha = (cwd) => {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
};

/** The package.json of `name` as this app resolves it (some packages do not export it). */
const installedVersion = (appDir, name) => {
  let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found for ${name}.`);
    dir = parent;
  }
};

// MUI's modules, shared one by one, are checked through '@mui/material' itself: one package, one
// version, and sixty lines less in build-info.json, which a remote's first page waits for.
const sharedVersions = (appDir, shared) =>
  Object.fromEntries(
    Object.entries(shared)
      .filter(([name]) => !MUI_MODULES.includes(name))
      .map(([name, config]) => [
        name,
        {
          version: config.version ?? installedVersion(appDir, name),
          requiredVersion: config.requiredVersion ?? null,
        },
      ]),
  );

const RUNTIME = '@module-federation/runtime-core';

/**
 * The federation runtime, listed like a shared package: the shell hands its own to the remotes
 * (shell/src/remotes/provide-runtime-core.ts), and a remote built without one
 * (`experiments.externalRuntime`) needs exactly the version it was built with.
 */
const runtimeVersion = (appDir, federation) => {
  const version = installedVersion(appDir, RUNTIME);
  return { version, requiredVersion: federation.experiments?.externalRuntime ? version : null };
};

/** The build's identity: BUILD_ID when the release process sets one, else version and commit. */
const buildInfo = (appDir, federation) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const sha = gitSha(appDir);
  return {
    name: pkg.name,
    container: federation.name,
    version: pkg.version,
    buildId: process.env.BUILD_ID || `${pkg.version}-${sha}`,
    gitSha: sha,
    builtAt: new Date().toISOString(),
    shared: {
      ...sharedVersions(appDir, federation.shared),
      [RUNTIME]: runtimeVersion(appDir, federation),
    },
  };
};

/**
 * For each module the container exposes ('./routes'), the files of the chunks webpack loads for
 * it, as named beside remoteEntry.js. Shared packages it consumes are left out: the page takes
 * them from whoever provides them, most often the shell.
 */
const exposedFiles = (compilation) => {
  const exposes = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (!group) continue;
      exposes[block.loc.name] = chunkScripts(group.chunks);
    }
  }
  return exposes;
};

class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes have renamed the chunk files that `exposes` names.
        { name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = { ...this.info, exposes: exposedFiles(compilation) };
          const json = `${JSON.stringify(info, null, 2)}\n`;
          compilation.emitAsset('build-info.json', new sources.RawSource(json));
        },
      );
    });
  }
}

/** The plugins every app adds: `...buildInfoPlugins(root, federation)`. */
const buildInfoPlugins = (appDir, federation) => {
  const info = buildInfo(appDir, federation);
  const offered = Object.fromEntries(
    Object.entries(info.shared).map(([name, { version }]) => [name, version]),
  );
  return [
    new BuildInfoPlugin(info),
    new DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(offered) }),
  ];
};

module.exports = { buildInfoPlugins };
