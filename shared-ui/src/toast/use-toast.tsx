import Box from '@mui/material/Box';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback, useMemo, type ReactNode } from 'react';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/** SPEC section 3 "Toast". */
export interface Toast {
  header?: string;
  body: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides; the provider's 5000 when absent. */
  delay?: number;
}

const variants: Record<ToastVariant, VariantType> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  info: 'info',
};

export const useToast = () => {
  const { enqueueSnackbar } = useSnackbar();
  const showToast = useCallback(
    ({ header, body, variant = 'info', delay }: Toast) => {
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
    },
    [enqueueSnackbar],
  );
  return useMemo(() => ({ showToast }), [showToast]);
};
