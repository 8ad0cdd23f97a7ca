import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered form (/login) can be typed in before React takes it over. React keeps the typed
 * text on screen but the form's state starts empty, so the text would vanish at the first render
 * and a submit would find the field blank. The text found in the field when it is taken over is
 * handed to the form once, after the field listens to its form.
 */
export const useTypedBeforeHydration = (
  input: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void => {
  const typed = useRef<string | null>(null);
  const checked = useRef(false);
  // Before the browser paints and before any replayed event: the text is still the visitor's.
  useLayoutEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const shown = input.current?.value;
    if (shown !== undefined && shown !== '' && shown !== value) typed.current = shown;
  }, [input, value]);
  useEffect(() => {
    const text = typed.current;
    if (text === null) return;
    typed.current = null;
    adopt(text);
  }, [adopt]);
};
