import { isValidElement } from 'react';
import { MemberPageTitle } from '../page-title';
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

it('gives every page a document title of its own, where the route is declared', () => {
  const titles = routes.map((route) => {
    const element = route.element;
    expect(isValidElement(element) && element.type === MemberPageTitle).toBe(true);
    return (element as { props: { id?: string } }).props.id;
  });
  expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
  expect(new Set(titles).size).toBe(titles.length);
});
