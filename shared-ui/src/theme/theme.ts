import { createTheme } from '@mui/material/styles';

/** From this width on the page uses its wide layout (the 'lg' breakpoint). */
export const WIDE_BREAKPOINT = 992;

const PRIMARY = '#1b4d3e';
const FOCUS_RING_WIDTH = '3px';
/**
 * Controls that sit right before their label (checkbox, radio, switch) keep the ring inside their
 * own box: drawn outside it, it would cover the label's first letter.
 */
export const INSET_FOCUS_RING = { '&.Mui-focusVisible': { outlineOffset: `-${FOCUS_RING_WIDTH}` } };
/** The primary colour: at least 3:1 against the page and the cards, as WCAG 1.4.11 asks. */
const FOCUS_RING_COLOUR = PRIMARY;

const headingFont = 'Georgia, "Times New Roman", serif';

/**
 * The club's look: deep railway green with a warm brass accent on warm paper. Every text colour
 * keeps at least 4.5:1 against its background (WCAG AA), which the theme test checks.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: WIDE_BREAKPOINT, xl: 1200 } },
  palette: {
    contrastThreshold: 4.5,
    primary: { main: PRIMARY, light: '#2f6f5a', dark: '#0f3328', contrastText: '#ffffff' },
    secondary: { main: '#b45309', light: '#d97706', dark: '#92400e', contrastText: '#ffffff' },
    error: { main: '#c62828', dark: '#8e1b1b' },
    warning: { main: '#ed6c02', dark: '#8a4b00' },
    info: { main: '#0277bd', dark: '#01579b' },
    success: { main: '#2e7d32', dark: '#1b5e20' },
    background: { default: '#f7f4ec', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    h1: { fontFamily: headingFont, fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontFamily: headingFont, fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontFamily: headingFont, fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Keyboard focus must show on every control (WCAG 2.4.7), not only as MUI's faint ripple:
    // buttons, checkboxes, radios, switches, menu items and links get a ring in the primary colour.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: `${FOCUS_RING_WIDTH} solid ${FOCUS_RING_COLOUR}`,
            outlineOffset: '2px',
          },
        },
      },
    },
    MuiCheckbox: { styleOverrides: { root: INSET_FOCUS_RING } },
    MuiRadio: { styleOverrides: { root: INSET_FOCUS_RING } },
    MuiSwitch: { styleOverrides: { switchBase: INSET_FOCUS_RING } },
    // Inside, or the menu's edge would cut it off.
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': {
            outline: `${FOCUS_RING_WIDTH} solid ${FOCUS_RING_COLOUR}`,
            outlineOffset: '2px',
          },
        },
      },
    },
  },
});
