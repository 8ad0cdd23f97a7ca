import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from '../html/safe-html';

/** What the box holds once drawn: jsdom has no Element.setHTML, so DOMPurify draws it. */
const drawn = async (html: string) => {
  const { container } = render(<SafeHtml html={html} />);
  const box = container.firstElementChild;
  await waitFor(() => expect(box?.childNodes.length).toBeGreaterThan(0));
  return box?.innerHTML ?? '';
};

describe('SafeHtml without Element.setHTML', () => {
  it('draws formatting and links', async () => {
    await expect(drawn('<p><strong>Fees</strong> <a href="https://x.be">x</a></p>')).resolves.toBe(
      '<p><strong>Fees</strong> <a href="https://x.be">x</a></p>',
    );
  });

  it('drops scripts, handlers and javascript: links', async () => {
    const html = await drawn(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:x()">b</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('<p>a<a>b</a></p>');
  });

  it('keeps a new-tab link from reaching its opener', async () => {
    await expect(drawn('<a href="https://x.be" target="_blank">x</a>')).resolves.toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('draws the latest HTML when it changes', async () => {
    const { container, rerender } = render(<SafeHtml html="<p>first</p>" />);
    rerender(<SafeHtml html="<p>second</p>" />);
    await waitFor(() => expect(container.innerHTML).toContain('<p>second</p>'));
    expect(container.innerHTML).not.toContain('first');
  });
});

describe('SafeHtml with Element.setHTML', () => {
  const setHTML = jest.fn(function (this: Element, html: string) {
    // Stands in for the browser's sanitiser: the test only checks what SafeHtml asks of it.
    this.innerHTML = html.replace(/<script.*<\/script>/, '');
  });

  beforeAll(() => Object.assign(Element.prototype, { setHTML }));
  afterAll(() => Reflect.deleteProperty(Element.prototype, 'setHTML'));

  it("hands the HTML to the browser's sanitiser without style sheets, forms, SVG or MathML", () => {
    const { container } = render(
      <SafeHtml html={'<a href="https://x.be" target="_blank">x</a><script>1</script>'} />,
    );
    expect(setHTML).toHaveBeenCalledWith(
      '<a href="https://x.be" target="_blank">x</a><script>1</script>',
      {
        sanitizer: {
          removeElements: [
            'style',
            'form',
            { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
            { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
          ],
        },
      },
    );
    // Drawn at once, before the browser paints, and new-tab links still protected.
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
