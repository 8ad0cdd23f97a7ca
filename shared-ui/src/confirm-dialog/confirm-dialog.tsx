import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useUiT } from '../i18n/own-messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** 'Confirm' in the language shown by default. */
  confirmLabel?: string;
  /** 'Cancel' in the language shown by default. */
  cancelLabel?: string;
  /** 'error' for actions that destroy data. */
  confirmColor?: 'primary' | 'secondary' | 'error' | 'warning';
  /** While the action runs both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const t = useUiT();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('ui.button.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          loading={busy}
          variant="contained"
          color={confirmColor}
          autoFocus
        >
          {confirmLabel ?? t('ui.button.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
