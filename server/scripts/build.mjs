// Bundles the server into dist/server.js. npm packages stay external (node_modules at run time);
// the shared-api contract is TypeScript source, so it is bundled in. Migrations are copied beside.
import { cpSync, readdirSync, rmSync } from 'node:fs';
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
// Work that takes seconds runs on worker threads, each an entry of its own beside server.js: the
// table planner, and the document thread with the documents it draws (modules named *-pdf.ts or
// *-xlsx.ts under src/contexts/, bundled to dist/documents/ under the same path).
const source = new URL('src/', root).pathname;
const documents = readdirSync(new URL('contexts/', new URL('src/', root)), { recursive: true })
  .filter((file) => /-(pdf|xlsx)\.ts$/.test(file))
  .map((file) => `${source}contexts/${file}`);
const entry = (entryPoints, target) =>
  build({
    entryPoints,
    ...target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
await entry([`${source}server.ts`], { outfile: new URL('server.js', dist).pathname });
await entry([`${source}contexts/planner/solve-worker.ts`], {
  outfile: new URL('planner-worker.js', dist).pathname,
});
await entry([`${source}shared/documents/document-worker.ts`], {
  outfile: new URL('document-worker.js', dist).pathname,
});
await entry(documents, { outdir: new URL('documents/', dist).pathname, outbase: source });
cpSync(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
console.log('server built: dist/server.js, dist/migrations/');
