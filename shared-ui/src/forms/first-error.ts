import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first validation message of a form, in the order the schema reported them. */
export const firstErrorMessage = (errors: FieldErrors<FieldValues>): string | undefined => {
  for (const error of Object.values(errors)) {
    if (typeof error !== 'object' || error === null) continue;
    if (typeof error.message === 'string' && error.message !== '') return error.message;
    const nested = firstErrorMessage(error as FieldErrors<FieldValues>);
    if (nested !== undefined) return nested;
  }
  return undefined;
};
