import { alpha, type Theme } from '@mui/material/styles';

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Users registered for the active convention stand out (with an icon too: not by colour alone). */
export const registeredHighlight = (theme: Theme) => ({
  bgcolor: alpha(theme.palette.success.main, 0.1),
});
