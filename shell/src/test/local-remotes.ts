import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../remotes/remote-downloads';

/**
 * Stands in for the federation runtime in tests: jest maps member_app/routes and admin_app/routes
 * to the remotes' sources, so the shell renders the real remote pages inside its own store.
 */
export const loadLocalRemoteRoutes = async (name: RemoteName): Promise<RouteObject[]> =>
  name === 'member_app'
    ? (await import('member_app/routes')).routes
    : (await import('admin_app/routes')).routes;
