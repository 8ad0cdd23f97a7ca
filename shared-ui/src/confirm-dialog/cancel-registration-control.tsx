import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { translateMessage } from '../i18n/translate-message';
import { useUiT } from '../i18n/own-messages';
import { useToast } from '../toast/use-toast';
import { ConfirmDialog } from './confirm-dialog';

export interface CancelRegistrationControlProps {
  /** What the dialog asks: whose registration goes, and the refund rule of the terms. */
  question: string;
  /** What this cancellation would do (the refund, the first in line), mounted while asking. */
  consequences?: ReactNode;
  /** Cancels the registration; resolves with the text the success toast shows. */
  cancel: () => Promise<string>;
  /** The error toast's text for a failed cancellation. */
  failureMessage: (error: unknown) => string;
  variant?: 'text' | 'outlined';
}

/**
 * The Cancel Registration button, for organisers and members alike: it asks first (Keep It or
 * Cancel Registration), then cancels and tells the outcome in a toast.
 */
export const CancelRegistrationControl = ({
  question,
  consequences,
  cancel,
  failureMessage,
  variant,
}: CancelRegistrationControlProps) => {
  const t = useUiT();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      showToast({ body: translateMessage(await cancel()), variant: 'success' });
    } catch (error) {
      showToast({
        header: t('ui.toast.error'),
        body: translateMessage(failureMessage(error)),
        variant: 'danger',
      });
    }
    setBusy(false);
    setConfirming(false);
  };
  return (
    <>
      <Button variant={variant} color="error" onClick={() => setConfirming(true)}>
        {t('ui.cancelRegistration.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('ui.cancelRegistration.title')}
        message={
          <>
            {question} {consequences}
          </>
        }
        confirmLabel={t('ui.cancelRegistration.button')}
        cancelLabel={t('ui.cancelRegistration.keep')}
        confirmColor="error"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
