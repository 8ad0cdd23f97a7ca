import { createContext, useContext } from 'react';

/**
 * Where a field's validation message shows: below the field (the default), or only in the form's
 * one alert (a dialog that names the first problem at its top), the field then marked invalid.
 */
export const FieldMessagesInSummary = createContext(false);

/** The helper text a field shows: its error unless the form summarises errors, else its help. */
export const useFieldHelperText = <T>(error: string | undefined, helperText: T): string | T => {
  const inSummary = useContext(FieldMessagesInSummary);
  return error !== undefined && !inSummary ? error : helperText;
};
