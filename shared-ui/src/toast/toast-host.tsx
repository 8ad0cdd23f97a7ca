import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled, type Theme } from '@mui/material/styles';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type SnackbarKey,
  type VariantType,
} from 'notistack';
import { useEffect } from 'react';
import { TOAST_DELAY_MS, type Toast, type ToastVariant } from './toast';

/**
 * The widest toast, from a small tablet up: it then fits beside a dialog of the default width (600 px)
 * on a 1280 px screen instead of covering the dialog's title or its corner.
 */
export const TOAST_MAX_WIDTH_PX = 300;

/** notistack's own colours fail WCAG AA with white text: use the theme's dark shades. */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  color: theme.palette.common.white,
  cursor: 'pointer',
  [theme.breakpoints.up('sm')]: { maxWidth: TOAST_MAX_WIDTH_PX },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.primary.main },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
}));

const components = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** The gap between the navbar and the first toast's box (notistack pads each toast by 6px more). */
const GAP_PX = 2;
const CONTAINER_CLASS = 'site-toasts';

type Rule = { [key: string]: unknown };

/** The toolbar mixin's heights, at each of its breakpoints, turned into the offset from the top. */
const topBelow = (rule: Rule): Rule =>
  Object.fromEntries(
    Object.entries(rule).map(([key, value]) =>
      key === 'minHeight'
        ? ['top', `${Number(value) + GAP_PX}px`]
        : [key, typeof value === 'object' && value !== null ? topBelow(value as Rule) : value],
    ),
  );

/**
 * Toasts start below the sticky navbar (as high as the theme's toolbar at every width), so they
 * never cover its buttons: the account menus on a wide screen. On a phone a toast is as wide as
 * the screen and would cover the page's heading there: it shows at the bottom instead. Two
 * classes, to win over notistack's own one.
 */
export const toastPlacement = (theme: Theme) => ({
  [`.notistack-SnackbarContainer.${CONTAINER_CLASS}`]: {
    ...topBelow(theme.mixins.toolbar as Rule),
    // Last, so it wins over the toolbar's landscape rule on a phone turned sideways.
    [theme.breakpoints.down('sm')]: { top: 'auto', bottom: `${GAP_PX}px` },
  },
});

const variants: Record<ToastVariant, VariantType> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  info: 'info',
};

/** What an operation ends with; a warning (a session running out) is not about an operation. */
const isOutcome = (variant: ToastVariant) => variant !== 'warning';

let shownCount = 0;

/** One key per wording: the same message twice in a row is shown once. */
const keyOf = ({ header, body, variant = 'info' }: Toast): SnackbarKey =>
  typeof body === 'string' ? `${variant}|${header ?? ''}|${body}` : `toast-${++shownCount}`;

/** The toasts about an operation that are still on screen. */
const outcomes = new Set<SnackbarKey>();

/**
 * A new outcome dismisses the earlier ones: a success left over from the previous operation must
 * not stand beside the failure of this one, nor an 'in progress' note beside its result.
 */
const enqueue = (toast: Toast) => {
  const { header, body, variant = 'info', delay } = toast;
  const key = keyOf(toast);
  if (isOutcome(variant)) {
    for (const earlier of outcomes) if (earlier !== key) closeSnackbar(earlier);
  }
  // A click puts it away at once, should it hide a button or a dialog's corner.
  const shown = enqueueSnackbar(
    <Box onClick={() => closeSnackbar(key)}>
      {header && (
        <Box component="strong" sx={{ display: 'block' }}>
          {header}
        </Box>
      )}
      <Box component="span">{body}</Box>
    </Box>,
    {
      variant: variants[variant],
      key,
      ...(delay === undefined ? {} : { autoHideDuration: delay }),
      onExited: (_node, closed) => outcomes.delete(closed),
    },
  );
  if (isOutcome(variant)) outcomes.add(shown);
};

export interface ToastHostProps {
  /** Called once mounted, with the function that shows a toast from then on. */
  onReady: (show: (toast: Toast) => void) => void;
}

/** notistack's toasts, in a chunk of their own: ToastProvider loads it on the first toast. */
const ToastHost = ({ onReady }: ToastHostProps) => {
  useEffect(() => onReady(enqueue), [onReady]);
  return (
    <>
      <GlobalStyles styles={toastPlacement} />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_DELAY_MS}
        preventDuplicate
        Components={components}
        classes={{ containerRoot: CONTAINER_CLASS }}
      />
    </>
  );
};

export default ToastHost;
