import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form whose fields hold a schema's input (I) and whose submit receives its output (O). */
export type ZodForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O>;

/**
 * A react-hook-form form validated by a schema of the contract, the very one the server checks the
 * request with, so that a form never accepts what the server refuses or the reverse.
 */
export const useZodForm = <I extends FieldValues, O>(
  schema: z.ZodType<O, I>,
  options: Omit<UseFormProps<I, unknown, O>, 'resolver'> = {},
): ZodForm<I, O> => useForm<I, unknown, O>({ ...options, resolver: zodResolver(schema) });
