import { theme } from '../theme/theme';
import { toastPlacement } from '../toast/toast-host';

describe('where toasts show', () => {
  const rules = Object.values(toastPlacement(theme))[0] as Record<string, unknown>;
  const phone = theme.breakpoints.down('sm');

  it('below the navbar on a wide screen, so they cover none of its buttons', () => {
    expect(rules.top).toBe('58px');
    expect(rules[theme.breakpoints.up('sm')]).toEqual({ top: '66px' });
  });

  it("at the bottom on a phone, so they do not cover the page's heading", () => {
    expect(rules[phone]).toEqual({ top: 'auto', bottom: '2px' });
    // The last rule, so the toolbar's landscape height does not move them back to the top.
    expect(Object.keys(rules).at(-1)).toBe(phone);
  });
});
