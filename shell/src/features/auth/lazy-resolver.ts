import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  /** For useForm: waits for the schema at the form's first validation. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts the schema's download, at the form's first focus: the first submit then does not wait. */
  preload: () => void;
}

/** A resolver loaded once, at its first use; a failed load is tried again at the next. */
export const lazyResolver = <TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> => {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      // A failure is met again by the submit that needs the schema.
      loaded().catch(() => undefined);
    },
  };
};

/**
 * A form's zod resolver, loaded when the form is first used instead of with its page. zod and the
 * contract's schemas are about 90 kB of script whose evaluation, in the startup of a page drawn
 * before its scripts (/login), was one of the tasks Lighthouse counts as blocking time
 * (`npm run bench`). `loadSchema` destructures what it imports, so that
 * webpack keeps tree-shaking the contract's modules the page's own code shares.
 */
export const lazyZodResolver = <TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<$ZodType<TOutput, TInput>>,
): LazyResolver<TInput, TOutput> =>
  lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
    ]);
    return zodResolver<TInput, unknown, TOutput>(schema);
  });
