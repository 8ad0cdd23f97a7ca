import { init, loadRemote } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { providedShared } from './provided-shared';
import type { BuildInfo } from './remote-build-info';
import { assertSharedVersions, offeredVersions } from './shared-versions';

/**
 * The shell's federation runtime: a chunk downloaded with the first remote a page needs, so that
 * the public pages run without it (docs/decisions.md, "The shell starts the federation runtime
 * only for a remote"). The shell is built without webpack's federation plugin; it provides its
 * shared singletons to the remotes here, at run time.
 */

/** Loads a remote's exposed module, once registerRemotes has started the runtime. */
export { loadRemote };

/** A remote built against newer shared packages than the shell's fails here, before it runs. */
export const checkSharedVersions = (info: BuildInfo): void =>
  assertSharedVersions(info, offeredVersions());

type Manifest = Partial<Record<string, string>>;

let registered: Manifest | null = null;

/**
 * Starts the runtime with the remotes of the manifest and the shell's shared singletons. The
 * remotes are built without a runtime of their own (`experiments.externalRuntime`, 16 kB less in
 * each remoteEntry.js) and take this one from the global webpack's externals name.
 */
export const registerRemotes = (manifest: Manifest): void => {
  if (registered === manifest) return;
  registered = manifest;
  Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  init({
    name: 'shell',
    remotes: Object.entries(manifest).flatMap(([name, entry]) => (entry ? [{ name, entry }] : [])),
    shared: providedShared(),
  });
};
