import type { RouteObject } from 'react-router-dom';
import type { RemoteNav } from 'shared-api/contract';
import type { RemoteName } from '../remote-manifest/read-remotes-manifest';

/**
 * Stands in for the federation runtime in tests: jest maps member_app/routes and admin_app/routes
 * to the remotes' sources, so the shell renders the real remote pages inside its own store.
 */
export const loadLocalRemoteRoutes = async (name: RemoteName): Promise<RouteObject[]> =>
  name === 'member_app'
    ? (await import('member_app/routes')).routes
    : (await import('admin_app/routes')).routes;

const navReads = new Map<RemoteName, Promise<RemoteNav>>();

/** Stands in for readRemoteNav: the menu entries the remotes' sources declare, one promise each. */
export const readLocalRemoteNav = (name: RemoteName): Promise<RemoteNav> => {
  let read = navReads.get(name);
  if (!read) {
    read =
      name === 'member_app'
        ? import('member_app/nav').then(({ nav }) => nav)
        : import('admin_app/nav').then(({ nav }) => nav);
    navReads.set(name, read);
  }
  return read;
};
