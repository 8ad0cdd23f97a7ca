import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ANNOUNCEMENT_BODY_HELP, ANNOUNCEMENT_HTML_TAGS } from 'shared-api/contract';
import { sanitizeAnnouncementHtml, sanitizeHtml } from '../src/shared/html/sanitize-html';

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

test('an announcement keeps only the simple tags its help text lists', () => {
  assert.equal(
    sanitizeAnnouncementHtml(
      '<p>Join <strong>us</strong> <em>soon</em><br><u>!</u></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
        '<a href="https://x.be" target="_blank">x</a>',
    ),
    '<p>Join <strong>us</strong> <em>soon</em><br /><u>!</u></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<a href="https://x.be" target="_blank" rel="noopener noreferrer">x</a>',
  );
  assert.equal(
    sanitizeAnnouncementHtml(
      '<p style="color: red">Map <img src="https://x.be/map.png" alt="map"></p>' +
        '<h2>Big</h2><table><tr><td>cell</td></tr></table>',
    ),
    '<p>Map </p>Bigcell',
  );
  assert.equal(sanitizeAnnouncementHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
});

test('the help text names exactly the tags that are kept', () => {
  for (const tag of ANNOUNCEMENT_HTML_TAGS) {
    assert.ok(ANNOUNCEMENT_BODY_HELP.includes(`<${tag}>`), tag);
  }
  assert.equal(ANNOUNCEMENT_BODY_HELP.match(/<\w+>/g)?.length, ANNOUNCEMENT_HTML_TAGS.length);
});
