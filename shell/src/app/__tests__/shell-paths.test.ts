import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../router';
import { remoteOfPath, SHELL_PATHS } from '../shell-paths';

/** The first segments of the routes' paths, through layout routes without a path. */
const firstSegments = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => {
    if (route.index) return [''];
    if (route.path === undefined) return firstSegments(route.children ?? []);
    return [route.path.split('/')[0] ?? ''];
  });

describe('SHELL_PATHS', () => {
  it("is the shell's own pages, as the router has them", () => {
    const routed = firstSegments(appRoutes).filter((segment) => segment !== '*');
    expect([...routed].sort()).toEqual(['admin', ...SHELL_PATHS].sort());
  });

  it('tells which remote a path belongs to', () => {
    expect(remoteOfPath('/')).toBeNull();
    expect(remoteOfPath('/login')).toBeNull();
    expect(remoteOfPath('/pentecost-convention')).toBeNull();
    expect(remoteOfPath('/register-event')).toBe('member_app');
    expect(remoteOfPath('/inbox/conversation/7')).toBe('member_app');
    expect(remoteOfPath('/admin/logs')).toBe('admin_app');
  });
});
