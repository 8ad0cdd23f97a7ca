// A document thread: renders one PDF or spreadsheet at a time, so a large one (a check-in list of
// thousands) never holds the server's event loop. Documents are pure functions of plain data,
// named by module and export; the worker imports each module once.
import { parentPort } from 'node:worker_threads';
import type { DocumentJob, DocumentOutcome } from './document-job';

const here = import.meta.url;
/** From source the module is the .ts file under src/; built, its bundle under dist/documents/. */
const moduleUrl = (module: string) =>
  here.endsWith('.ts')
    ? new URL(`../../${module}.ts`, here)
    : new URL(`./documents/${module}.js`, here);

type Render = (...args: unknown[]) => Promise<Uint8Array>;

const render = async ({ module, name, args }: DocumentJob): Promise<Uint8Array> => {
  const exports = (await import(moduleUrl(module).href)) as Record<string, unknown>;
  const draw = exports[name];
  if (typeof draw !== 'function') throw new Error(`${module} has no document named ${name}.`);
  return (draw as Render)(...args);
};

/** The bytes on their own buffer, so that it can be handed over without a copy. */
const ownBuffer = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);

parentPort?.on('message', (job: DocumentJob) => {
  render(job).then(
    (bytes) => {
      const owned = ownBuffer(bytes);
      const outcome: DocumentOutcome = { bytes: owned };
      parentPort?.postMessage(outcome, [owned.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const outcome: DocumentOutcome = {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
      parentPort?.postMessage(outcome);
    },
  );
});
