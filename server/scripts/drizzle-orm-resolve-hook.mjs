// npm nests drizzle-orm under server/ while drizzle-kit sits at the root, where drizzle-kit's own
// import('drizzle-orm/...') cannot see it: resolve those imports from the server package instead.
const serverPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const fromKit = context.parentURL?.includes('/node_modules/drizzle-kit/');
  if (fromKit && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  }
  return nextResolve(specifier, context);
}
