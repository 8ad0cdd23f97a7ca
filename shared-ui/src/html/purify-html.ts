import DOMPurify from 'dompurify';

/** HTML cleaned by DOMPurify, for browsers without Element.setHTML (draw-safe-html.ts). */
export const purifyHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
  });
