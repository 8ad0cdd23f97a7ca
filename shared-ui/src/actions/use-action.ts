import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { translateMessage } from '../i18n/translate-message';
import { useToast } from '../toast/use-toast';
import { ACTION_FAILED, failureText } from './action-failure';

/** What an action's work gives back: an RTK Query call (unwrapped here) or a plain promise. */
export type ActionWork<T> = { unwrap: () => Promise<T> } | (PromiseLike<T> & { unwrap?: never });

export interface ActionOptions<T, A extends unknown[] = never[]> {
  /** The success toast's text, or made from the result and the arguments; none when absent. */
  success?: string | ((result: T, ...args: A) => string);
  successTitle?: string;
  /** The failure toast's text when the API's envelope carries no message. */
  failure?: string;
  /** Say `failure` whatever the API's message was (where the spec gives the one text). */
  fixedFailure?: boolean;
  failureTitle?: string;
  /**
   * The screen shows the failure itself (a form's alert reading the mutation's state): no failure
   * toast.
   */
  failureToast?: false;
  /** After a success, with what the work gave back and the arguments. */
  onSuccess?: (result: T, ...args: A) => void;
  /**
   * After a failure, with the text its toast showed (for an alert beside it), or would have shown,
   * and the arguments.
   */
  onFailure?: (text: string, ...args: A) => void;
}

/** The work's outcome: an RTK Query call's unwrapped result, or the promise itself. */
export const unwrapped = <T>(work: ActionWork<T>): PromiseLike<T> =>
  work.unwrap ? work.unwrap() : (work as PromiseLike<T>);

/**
 * Runs an action and says how it went: the success text in a toast, or one failure toast whose text
 * is the API's message (or the screen's fallback), unless the screen shows the failure itself.
 * `run` resolves to whether it worked, never rejects; `busy` is true while it runs.
 */
export const useAction = <A extends unknown[], T>(
  work: (...args: A) => ActionWork<T>,
  options: ActionOptions<T, A> = {},
) => {
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  // The latest work and texts, so that a screen may pass them inline without a new `run` each time.
  const latest = useRef({ work, options });
  useLayoutEffect(() => {
    latest.current = { work, options };
  });

  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      const { work: current, options: texts } = latest.current;
      setBusy(true);
      try {
        const result = await unwrapped(current(...args));
        texts.onSuccess?.(result, ...args);
        const success =
          typeof texts.success === 'function' ? texts.success(result, ...args) : texts.success;
        if (success) {
          showToast({
            ...(texts.successTitle ? { header: translateMessage(texts.successTitle) } : {}),
            body: translateMessage(success),
            variant: 'success',
          });
        }
        return true;
      } catch (error) {
        // The API's English message, the screen's text or the fallback, in the language shown.
        const text = translateMessage(
          texts.fixedFailure && texts.failure ? texts.failure : failureText(error, texts.failure),
        );
        if (texts.failureToast !== false) {
          showToast({
            header: translateMessage(texts.failureTitle ?? ACTION_FAILED),
            body: text,
            variant: 'danger',
          });
        }
        texts.onFailure?.(text, ...args);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [showToast],
  );

  return { run, busy };
};
