import Box, { type BoxProps } from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
import { drawSafeHtml } from './draw-safe-html';

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Admin-written HTML: sanitised by the server on save, and here again before it is drawn. */
  html: string;
}

/**
 * The one way the front ends draw stored HTML. Drawn in the browser only: the
 * build's prerendering (shell/src/prerender) has no sanitiser, and leaves the box empty.
 */
export const SafeHtml = ({ html, ...boxProps }: SafeHtmlProps) => {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let current = true;
    drawSafeHtml(element, html, () => current).catch((error: unknown) =>
      console.error('Could not draw the HTML.', error),
    );
    return () => {
      current = false;
    };
  }, [html]);
  return <Box ref={box} {...boxProps} />;
};
