import { useEffect } from 'react';
import { useTranslateMessage } from '../i18n/translate-message';
import { useToast } from '../toast/use-toast';
import { failureText, LOAD_FAILED } from './action-failure';

/**
 * A query's load failure, said once in a danger toast (titled 'Error' unless the screen's spec
 * names another title) each time its text changes. Gives the text, or null while nothing failed,
 * for the alert the page shows in place of its data.
 */
export const useFailureToast = (
  error: unknown,
  fallback: string,
  title: string = LOAD_FAILED,
): string | null => {
  const { showToast } = useToast();
  const translate = useTranslateMessage();
  const text = error ? translate(failureText(error, fallback)) : null;
  const header = translate(title);
  useEffect(() => {
    if (text !== null) showToast({ header, body: text, variant: 'danger' });
  }, [text, header, showToast]);
  return text;
};
