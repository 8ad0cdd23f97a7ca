import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeHtml } from '../src/domain/html/sanitize-html';

test('keeps formatting, lists, tables and safe links', () => {
  const html =
    '<h2>Fees</h2><p><strong>€75</strong> <em>incl.</em> barbecue</p><ul><li>one</li></ul>' +
    '<table><tr><td colspan="2">x</td></tr></table><a href="https://visit.mechelen.be" title="t">v</a>';
  assert.equal(
    sanitizeHtml(html),
    '<h2>Fees</h2><p><strong>€75</strong> <em>incl.</em> barbecue</p><ul><li>one</li></ul>' +
      '<table><tr><td colspan="2">x</td></tr></table><a href="https://visit.mechelen.be" title="t">v</a>',
  );
});

test('removes scripts, handlers, frames, forms and dangerous URLs', () => {
  assert.equal(sanitizeHtml('<p onclick="x()">a<script>alert(1)</script></p>'), '<p>a</p>');
  assert.equal(sanitizeHtml('<img src="x" onerror="alert(1)">'), '<img src="x" />');
  assert.equal(sanitizeHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
  assert.equal(sanitizeHtml('<a href="//evil.example">x</a>'), '<a>x</a>');
  assert.equal(sanitizeHtml('<iframe src="https://x"></iframe><form><input></form>ok'), 'ok');
  assert.equal(sanitizeHtml('<style>body{}</style><svg><script>1</script></svg>ok'), 'ok');
});

test('keeps only plain inline styles', () => {
  assert.equal(
    sanitizeHtml(
      '<p style="color: #b45309; background-image: url(https://x); position: fixed">c</p>',
    ),
    '<p style="color:#b45309">c</p>',
  );
});

test('a link to a new tab cannot reach its opener', () => {
  assert.equal(
    sanitizeHtml('<a href="https://x.be" target="_blank" rel="opener">x</a>'),
    '<a href="https://x.be" target="_blank" rel="noopener noreferrer">x</a>',
  );
});

test('text is escaped, not dropped', () => {
  assert.equal(sanitizeHtml('  a < b & c  '), 'a &lt; b &amp; c');
});
