import { lazy, type ComponentType } from 'react';

/**
 * A component whose code downloads when it first renders, from a module that exports it by
 * `name`: it stays out of the chunk of the code that shows it. The nearest Suspense boundary
 * shows while it downloads.
 */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));

/** A page element in a chunk of its own: a page's code stays out of the pages beside it. */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) => {
  const Page = lazyNamed(load, name);
  return <Page />;
};
