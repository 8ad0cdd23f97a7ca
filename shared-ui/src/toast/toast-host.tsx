import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled, type Theme } from '@mui/material/styles';
import {
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type VariantType,
} from 'notistack';
import { useEffect } from 'react';
import { TOAST_DELAY_MS, type Toast, type ToastVariant } from './toast';

/** notistack's own colours fail WCAG AA with white text: use the theme's dark shades. */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  color: theme.palette.common.white,
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
 * never cover its buttons: the menu button on a phone, the account menus on a wide screen. Two
 * classes, to win over notistack's own one.
 */
const belowNavbar = (theme: Theme) => ({
  [`.notistack-SnackbarContainer.${CONTAINER_CLASS}`]: topBelow(theme.mixins.toolbar as Rule),
});

const variants: Record<ToastVariant, VariantType> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  info: 'info',
};

const enqueue = ({ header, body, variant = 'info', delay }: Toast) =>
  enqueueSnackbar(
    <Box>
      {header && (
        <Box component="strong" sx={{ display: 'block' }}>
          {header}
        </Box>
      )}
      <Box component="span">{body}</Box>
    </Box>,
    { variant: variants[variant], ...(delay === undefined ? {} : { autoHideDuration: delay }) },
  );

export interface ToastHostProps {
  /** Called once mounted, with the function that shows a toast from then on. */
  onReady: (show: (toast: Toast) => void) => void;
}

/** notistack's toasts, in a chunk of their own: ToastProvider loads it on the first toast. */
const ToastHost = ({ onReady }: ToastHostProps) => {
  useEffect(() => onReady(enqueue), [onReady]);
  return (
    <>
      <GlobalStyles styles={belowNavbar} />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_DELAY_MS}
        Components={components}
        classes={{ containerRoot: CONTAINER_CLASS }}
      />
    </>
  );
};

export default ToastHost;
