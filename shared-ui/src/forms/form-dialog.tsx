import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useUiT } from '../i18n/own-messages';
import { useTranslateMessage } from '../i18n/translate-message';
import { FieldMessagesInSummary } from './field-messages';
import { FormBusy } from './form-busy';
import { firstErrorMessage } from './first-error';

export interface FormDialogProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  title: ReactNode;
  submitLabel: string;
  /** The submit button's text while submitting; without one it shows a spinner. */
  submittingLabel?: string;
  /** 'Cancel' in the language shown by default. */
  cancelLabel?: string;
  /** Saves the valid values; a rejection keeps the dialog open with its message. */
  onSubmit: (values: O) => Promise<unknown>;
  /** The words a failed save shows in the dialog (the server's message or the dialog's own). */
  failureMessage: (error: unknown) => string;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** A click beside the dialog closes it too; by default only Cancel and Escape do. */
  closeOnBackdrop?: boolean;
  /**
   * The first validation message shows in the dialog's alert, the fields marked invalid; else each
   * field shows its own message below it.
   */
  summarizeErrors?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog: its title names it, validation and a failed save show in one alert at the
 * top, and nothing closes it while it saves. Full screen on a phone.
 */
export const FormDialog = <I extends FieldValues, O>({
  form,
  title,
  submitLabel,
  submittingLabel,
  cancelLabel,
  onSubmit,
  failureMessage,
  onClose,
  maxWidth = 'sm',
  closeOnBackdrop = false,
  summarizeErrors = true,
  children,
}: FormDialogProps<I, O>) => {
  const t = useUiT();
  const translate = useTranslateMessage();
  const titleId = useId();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { isSubmitting, errors } = form.formState;
  const invalid = summarizeErrors ? firstErrorMessage(errors) : undefined;
  const shown = invalid ?? failure;
  const message = shown === null || shown === undefined ? shown : translate(shown);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSaving(true);
      try {
        await onSubmit(values);
      } catch (caught) {
        setFailure(failureMessage(caught));
      } finally {
        setSaving(false);
      }
    },
    () => setFailure(null),
  );

  return (
    <Dialog
      open
      fullWidth
      maxWidth={maxWidth}
      fullScreen={narrow}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (!isSubmitting && (closeOnBackdrop || reason !== 'backdropClick')) onClose();
      }}
    >
      {/* noValidate: the contract's messages replace the browser's required-field bubbles. */}
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {message && <Alert severity="error">{message}</Alert>}
            <FormBusy value={saving}>
              <FieldMessagesInSummary value={summarizeErrors}>{children}</FieldMessagesInSummary>
            </FormBusy>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {cancelLabel ?? t('ui.button.cancel')}
          </Button>
          {submittingLabel === undefined ? (
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {submitLabel}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? submittingLabel : submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
