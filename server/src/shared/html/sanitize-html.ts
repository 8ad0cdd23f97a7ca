import sanitize from 'sanitize-html';
import { ANNOUNCEMENT_HTML_TAGS } from 'shared-api/contract';

const TEXT_TAGS = 'p br hr div span h1 h2 h3 h4 h5 h6 blockquote pre code';
const INLINE_TAGS = 'strong b em i u s small sub sup mark';
const LIST_AND_TABLE_TAGS = 'ul ol li dl dt dd table thead tbody tfoot tr th td caption';

// Inline styles are common in invoices and mails; only layout and colour survive, never url().
const SAFE_VALUE = /^[#\w\s.,%()-]+$/;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'font-size',
  'text-decoration',
  'padding',
  'margin',
  'border',
  'width',
  'vertical-align',
  'white-space',
];

/**
 * The one allow-list for admin-written HTML (announcements, messages, invoices, templates): text
 * formatting, lists, tables, links and images. No scripts, style sheets, forms, frames or event
 * handlers; links only to http(s), mailto and tel, and new-tab links cannot reach their opener.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [TEXT_TAGS, INLINE_TAGS, LIST_AND_TABLE_TAGS, 'a img'].join(' ').split(' '),
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'scope', 'align'],
    ol: ['start'],
  },
  allowedStyles: {
    '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_VALUE]])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Admin-written HTML made safe to store and to render. Text outside tags is kept, escaped. */
export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS).trim();

const ANNOUNCEMENT_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: [...ANNOUNCEMENT_HTML_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedStyles: {},
};

/**
 * An announcement body: only the simple tags the form's help text lists (ANNOUNCEMENT_HTML_TAGS),
 * no images, tables, headings or styles, which the home page's panel and alerts are not made for.
 */
export const sanitizeAnnouncementHtml = (html: string): string =>
  sanitize(html, ANNOUNCEMENT_OPTIONS).trim();
