import { render } from '@testing-library/react';
import { SafeHtml } from '../html/safe-html';

const drawn = (html: string) => render(<SafeHtml html={html} />).container.innerHTML;

describe('SafeHtml', () => {
  it('draws formatting and links', () => {
    expect(drawn('<p><strong>Fees</strong> <a href="https://x.be">x</a></p>')).toBe(
      '<div class="MuiBox-root css-0"><p><strong>Fees</strong> <a href="https://x.be">x</a></p></div>',
    );
  });

  it('drops scripts, handlers and javascript: links', () => {
    const html = drawn(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:x()">b</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('<p>a<a>b</a></p>');
  });

  it('keeps a new-tab link from reaching its opener', () => {
    expect(drawn('<a href="https://x.be" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
