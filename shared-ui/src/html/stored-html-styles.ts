/**
 * How stored HTML (messages, invoices) sits in a narrow box: long words and links break rather
 * than widen the page, images shrink to fit, and a table too wide scrolls inside its own box.
 * Table cells break only words that fit nowhere: with 'anywhere' there, a column could shrink
 * until an amount wraps inside itself ('€75.0' over '0').
 */
export const storedHtmlStyles = {
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': {
    borderCollapse: 'collapse',
    maxWidth: '100%',
    display: 'block',
    overflowX: 'auto',
  },
  '& td, & th': { overflowWrap: 'break-word' },
} as const;
