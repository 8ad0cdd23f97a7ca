import { useEffect } from 'react';
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
  const text = error ? failureText(error, fallback) : null;
  useEffect(() => {
    if (text !== null) showToast({ header: title, body: text, variant: 'danger' });
  }, [text, title, showToast]);
  return text;
};
