// Bundles the server into dist/server.js. npm packages stay external (node_modules at run time);
// the shared-api contract is TypeScript source, so it is bundled in. Migrations are copied beside.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === 'shared-api' || args.path.startsWith('shared-api/') || args.path === 'planner'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/server.ts', root).pathname],
  outfile: new URL('server.js', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
// The table planner runs on a worker thread of its own: a second entry beside server.js.
await build({
  entryPoints: [new URL('src/domain/planner/solve-worker.ts', root).pathname],
  outfile: new URL('planner-worker.js', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
console.log('server built: dist/server.js, dist/migrations/');
