import { isValidElement } from 'react';
import { PageTitle } from 'shared-ui';
import { routes } from '../routes';

// The dashboard answers at /admin itself (the index route) and at /admin/dashboard.
const pages = routes.filter((route) => !route.index);

it('exposes its pages relative to /admin, and the dashboard at /admin itself', () => {
  expect(pages.every((route) => route.path && !route.path.startsWith('/'))).toBe(true);
  expect(pages.map((route) => route.path)).toContain('user-management');
  const [index, ...more] = routes.filter((route) => route.index);
  expect(more).toEqual([]);
  expect(index?.element).toEqual(routes.find((route) => route.path === 'dashboard')?.element);
});

it('gives every page a document title of its own, where the route is declared', () => {
  const titles = pages.map((route) => {
    const element = route.element;
    expect(isValidElement(element) && element.type === PageTitle).toBe(true);
    return (element as { props: { title?: string } }).props.title;
  });
  expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
  expect(new Set(titles).size).toBe(titles.length);
});
