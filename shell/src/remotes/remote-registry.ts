import type { RouteObject } from 'react-router-dom';
import { cataloguesReady } from 'shared-ui';
import type { RemoteName } from '../remote-manifest/read-remotes-manifest';
import { forgetRemoteBuild, readRemoteBuild } from './remote-downloads';

/** What every remote exposes as './routes'. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/**
 * The federation runtime, the remote's build-info.json and its remoteEntry.js download at once,
 * then the scripts of its routes, all to be run by the runtime once the version check has passed.
 * The build loaded is recorded on <html> (data-member-app-build), which shows what is deployed.
 */
export const loadRemoteRoutes = async (name: RemoteName): Promise<RouteObject[]> => {
  try {
    const [runtime, { manifest, info }] = await Promise.all([
      import('./federation-runtime'),
      readRemoteBuild(name),
    ]);
    if (info) {
      runtime.checkSharedVersions(info);
      document.documentElement.setAttribute(`data-${name.replace('_', '-')}-build`, info.buildId);
    }
    runtime.registerRemotes(manifest);
    const remote = await runtime.loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!remote || !Array.isArray(remote.routes)) throw new Error(`${name} exposes no routes.`);
    // Its modules registered their messages as they ran: in Dutch or French those are still on
    // their way, and its pages wait for them rather than flash English.
    await cataloguesReady();
    return remote.routes;
  } catch (error) {
    forgetRemoteBuild(name);
    throw error;
  }
};
