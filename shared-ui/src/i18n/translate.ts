import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { i18n } from './i18n-instance';

/** An ICU message's arguments: {name}, {count, plural, …}, {amount}. */
export type MessageValues = Record<string, unknown>;

/** A message's text in the language shown, with its arguments put in. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The translating function of a package, typed by its English catalogue's keys: a key missing
 * from the catalogue is a type error. It re-renders the component when the language changes.
 */
export const useTranslate = <Id extends string>(): Translate<Id> => {
  const { _ } = useLingui();
  return useCallback<Translate<Id>>((id, values) => _(id, values), [_]);
};

/**
 * For code outside React (a toast text, a document title): the message in the language shown at
 * the moment of the call.
 */
export const translate = <Id extends string>(id: Id, values?: MessageValues): string =>
  i18n._(id, values);

/**
 * Marks a key for later translation, where a list of cards or links is declared once and drawn in
 * whatever language is shown. The catalogue check finds keys by these calls.
 */
export const messageKey = <Id extends string>(id: Id): Id => id;
