import { getContrastRatio } from '@mui/material/styles';
import { theme, WIDE_BREAKPOINT } from '../theme/theme';

const { palette } = theme;
const AA = 4.5;

describe('theme', () => {
  // The build links MUI's theme code without CSS variables
  // (scripts/webpack/mui-without-css-variables.js).
  it('is a theme without CSS variables or colour schemes', () => {
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
  });

  it('uses 992px as the wide layout breakpoint', () => {
    expect(WIDE_BREAKPOINT).toBe(992);
    expect(theme.breakpoints.values.lg).toBe(WIDE_BREAKPOINT);
  });

  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    '%s buttons keep AA contrast',
    (color) => {
      expect(
        getContrastRatio(palette[color].main, palette[color].contrastText),
      ).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(['success', 'error', 'warning', 'info'] as const)(
    '%s toasts keep AA contrast',
    (color) => {
      expect(getContrastRatio(palette[color].dark, palette.common.white)).toBeGreaterThanOrEqual(
        AA,
      );
    },
  );

  it('keeps body text and links readable on the page background', () => {
    for (const background of [palette.background.default, palette.background.paper]) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.primary.main, background)).toBeGreaterThanOrEqual(AA);
    }
  });
});
