const BODY = /<body\b[^>]*>([\s\S]*?)<\/body\s*>/i;
const DOCUMENT = /<(?:!doctype|html|head|body)\b/i;

/** Templates may be whole HTML pages; messages hold only what is inside <body>. */
export const isHtmlDocument = (html: string): boolean => DOCUMENT.test(html);

export const documentBody = (html: string): string => BODY.exec(html)?.[1] ?? html;
