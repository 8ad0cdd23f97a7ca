import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin (shell/configs/module-federation.config.js): hands this page's
 * federation runtime to the remotes, which are built without their own copy
 * (`experiments.externalRuntime`), 16 kB less in each remoteEntry.js. The plugin the federation
 * package ships for this does the same from its CommonJS build, which put a second copy of the
 * runtime in main.js.
 */
const provideRuntimeCore = (): ModuleFederationRuntimePlugin => ({
  name: 'provide-runtime-core',
  beforeInit(args) {
    Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore });
    return args;
  },
});

export default provideRuntimeCore;
