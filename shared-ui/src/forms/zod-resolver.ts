import type { FieldValues, Resolver } from 'react-hook-form';
import type * as zodResolverModule from '@hookform/resolvers/zod';
import type { z } from 'zod';

type ResolverModule = typeof zodResolverModule;

let resolverModule: Promise<ResolverModule> | null = null;

/**
 * The zod resolver's module, downloaded at a form's first use and kept: imported statically, it
 * would bring zod's code into every page that merely shows a form (a prerendered /login first of
 * all). A failed download is tried again at the next use.
 */
export const loadZodResolver = (): Promise<ResolverModule> => {
  resolverModule ??= import('@hookform/resolvers/zod').catch((error: unknown) => {
    resolverModule = null;
    throw error;
  });
  return resolverModule;
};

/** A schema that is downloaded when its form is first used, not with its page (see lazySchema). */
export interface LazySchema<I extends FieldValues, O> {
  readonly lazy: true;
  /** The schema, downloaded once; a failed download is tried again at the next call. */
  load: () => Promise<z.ZodType<O, I>>;
  /** Starts the downloads (schema and resolver), for a form's first focus. */
  preload: () => void;
}

/**
 * A contract schema that a form downloads at its first focus or first validation. `load` should
 * import the schema by name (`(await import('shared-api/contract')).loginRequestSchema`), so that
 * the page's own chunk keeps only what it uses.
 */
export const lazySchema = <I extends FieldValues, O>(
  load: () => Promise<z.ZodType<O, I>>,
): LazySchema<I, O> => {
  let loading: Promise<z.ZodType<O, I>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    lazy: true,
    load: loaded,
    preload: () => {
      // A failure is met again by the submit that needs them.
      Promise.all([loaded(), loadZodResolver()]).catch(() => undefined);
    },
  };
};

export type FormSchema<I extends FieldValues, O> = z.ZodType<O, I> | LazySchema<I, O>;

export const isLazySchema = <I extends FieldValues, O>(
  schema: FormSchema<I, O>,
): schema is LazySchema<I, O> => 'lazy' in schema && schema.lazy === true;

/** A resolver that waits for the resolver's module (and a lazy schema) at its first call. */
export const schemaResolver = <I extends FieldValues, O>(
  schema: FormSchema<I, O>,
): Resolver<I, unknown, O> => {
  let made: Promise<Resolver<I, unknown, O>> | null = null;
  const make = async () => {
    const [{ zodResolver }, loaded] = await Promise.all([
      loadZodResolver(),
      isLazySchema(schema) ? schema.load() : schema,
    ]);
    return zodResolver<I, unknown, O>(loaded);
  };
  return async (values, context, options) => {
    made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    });
    return (await made)(values, context, options);
  };
};
