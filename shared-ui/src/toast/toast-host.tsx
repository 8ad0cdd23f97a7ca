import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
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
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DELAY_MS}
      Components={components}
    />
  );
};

export default ToastHost;
