import { useEffect, useState } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { isLazySchema, loadZodResolver, schemaResolver, type FormSchema } from './zod-resolver';

/** A form whose fields hold a schema's input (I) and whose submit receives its output (O). */
export type ZodForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O>;

/**
 * A react-hook-form form validated by a schema of the contract, the very one the server checks the
 * request with, so that a form never accepts what the server refuses or the reverse. The schema
 * may be a lazySchema, downloaded at the form's first use.
 *
 * With `reValidateMode: 'onSubmit'`, editing a field clears that field's message (and only
 * that one) until the next submit, instead of validating it again at each keystroke.
 */
export const useZodForm = <I extends FieldValues, O>(
  schema: FormSchema<I, O>,
  options: Omit<UseFormProps<I, unknown, O>, 'resolver'> = {},
): ZodForm<I, O> => {
  // One resolver per form: it keeps the resolver made from the schema once loaded.
  const [resolver] = useState(() => schemaResolver(schema));
  const form = useForm<I, unknown, O>({ ...options, resolver });
  const clearOnEdit = options.reValidateMode === 'onSubmit';
  const { subscribe, clearErrors } = form;

  useEffect(() => {
    // A schema given with the page: its resolver's module follows at once.
    if (!isLazySchema(schema)) loadZodResolver().catch(() => undefined);
  }, [schema]);

  useEffect(() => {
    if (!clearOnEdit) return undefined;
    return subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (name !== undefined && type === 'change') clearErrors(name as Path<I>);
      },
    });
  }, [clearOnEdit, subscribe, clearErrors]);

  return form;
};
