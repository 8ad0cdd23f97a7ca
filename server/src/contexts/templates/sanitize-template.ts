import { sanitizeHtml } from '../../shared/html/sanitize-html';
import { documentBody, isHtmlDocument } from './document-parts';

/**
 * A template body made safe to store. The shared allow-list drops <html>, <head> and <body>, so a
 * whole page (the default body is one) keeps a fixed, harmless skeleton around its
 * sanitised body; whatever else its head held is dropped.
 */
export const sanitizeTemplateBody = (html: string): string =>
  isHtmlDocument(html)
    ? [
        '<!DOCTYPE html>',
        '<html>',
        '<head>',
        '  <meta charset="utf-8">',
        '</head>',
        '<body>',
        sanitizeHtml(documentBody(html)),
        '</body>',
        '</html>',
        '',
      ].join('\n')
    : sanitizeHtml(html);
