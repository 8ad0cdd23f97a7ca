import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Admin-written HTML: sanitised by the server on save, and here again before it is drawn. */
  html: string;
}

// Without a DOM (the build's prerendering, shell/src/prerender) DOMPurify cannot work: it would
// hand the HTML back as it is. Nothing is drawn then.
const { isSupported } = DOMPurify;

// Links that open a new tab must not reach back into the page that opened them.
if (isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The one way the front ends draw stored HTML (DESIGN section 7). */
export const SafeHtml = ({ html, ...boxProps }: SafeHtmlProps) => {
  const clean = useMemo(
    () =>
      isSupported &&
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        ADD_ATTR: ['target'],
        FORBID_TAGS: ['style', 'form'],
      }),
    [html],
  );
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
};
