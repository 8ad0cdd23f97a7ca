import { routes } from '../routes';

it('exposes its pages relative to /admin', () => {
  expect(routes.every((route) => route.path && !route.path.startsWith('/'))).toBe(true);
  expect(routes.map((route) => route.path)).toContain('user-management');
});
