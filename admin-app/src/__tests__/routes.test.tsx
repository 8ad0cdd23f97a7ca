import { isValidElement } from 'react';
import { PageTitle } from 'shared-ui';
import { routes } from '../routes';

it('exposes its pages relative to /admin', () => {
  expect(routes.every((route) => route.path && !route.path.startsWith('/'))).toBe(true);
  expect(routes.map((route) => route.path)).toContain('user-management');
});

it('gives every page a document title of its own, where the route is declared', () => {
  const titles = routes.map((route) => {
    const element = route.element;
    expect(isValidElement(element) && element.type === PageTitle).toBe(true);
    return (element as { props: { title?: string } }).props.title;
  });
  expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
  expect(new Set(titles).size).toBe(titles.length);
});
