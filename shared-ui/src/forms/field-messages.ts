import { createContext, useContext } from 'react';
import { useTranslateMessage } from '../i18n/translate-message';

/**
 * Where a field's validation message shows: below the field (the default), or only in the form's
 * one alert (a dialog that names the first problem at its top), the field then marked invalid.
 */
export const FieldMessagesInSummary = createContext(false);

/**
 * The helper text a field shows: its error unless the form summarises errors, else its help. A
 * text of the contract (its validation messages, the password rules) shows in the language shown.
 */
export const useFieldHelperText = <T>(error: string | undefined, helperText: T): string | T => {
  const inSummary = useContext(FieldMessagesInSummary);
  const translate = useTranslateMessage();
  if (error !== undefined && !inSummary) return translate(error);
  return typeof helperText === 'string' ? translate(helperText) : helperText;
};
