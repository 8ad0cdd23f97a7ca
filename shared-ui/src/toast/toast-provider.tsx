import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/** SPEC section 9: toasts stay 5 seconds unless a toast says otherwise. */
export const TOAST_DELAY_MS = 5000;

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

export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DELAY_MS}
    Components={components}
  >
    {children}
  </SnackbarProvider>
);
