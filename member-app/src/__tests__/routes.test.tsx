import { routes } from '../routes';

it('exposes its pages relative to the site root', () => {
  expect(routes.every((route) => route.path && !route.path.startsWith('/'))).toBe(true);
});

it('marks only /register-event public: the shell guards every other page', () => {
  const isPublic = (handle: unknown) =>
    (handle as { public?: unknown } | undefined)?.public === true;
  expect(routes.filter((route) => isPublic(route.handle)).map((route) => route.path)).toEqual([
    'register-event',
  ]);
});
