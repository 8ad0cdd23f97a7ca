import { matchRoutes } from 'react-router-dom';
import { remoteNavSchema } from 'shared-api/contract';
import { nav } from '../nav';
import { routes } from '../routes';

describe('the Admin menu entries admin-app publishes', () => {
  it('follow the contract the shell reads them with', () => {
    expect(remoteNavSchema.parse(nav)).toEqual(nav);
  });

  it('each open a page of the routes, which the shell mounts under /admin', () => {
    const mounted = [{ path: '/admin', children: routes }];
    const unrouted = nav.entries.filter((entry) => matchRoutes(mounted, entry.path) === null);
    expect(unrouted).toEqual([]);
  });
});
