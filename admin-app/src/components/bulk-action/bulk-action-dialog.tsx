import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { type BulkResult } from 'shared-api';
import { useAction } from 'shared-ui/actions';

/** One item the action is for, named as the organiser knows it. */
export interface BulkItem {
  id: string;
  name: string;
}

export interface BulkActionDialogProps {
  open: boolean;
  /** What the dialog asks, with how many: 'Send 3 invoices?'. */
  title: string;
  /** What happens to each item, said before the list. */
  consequence: string;
  items: readonly BulkItem[];
  confirmLabel: string;
  /** The past tense of the action, for the result: 'Sent', 'Approved'. */
  doneLabel: string;
  failureMessage: string;
  run: (ids: string[]) => Promise<BulkResult>;
  onClose: () => void;
}

const Names = ({ items, label }: { items: readonly BulkItem[]; label: string }) => (
  <Box component="ul" aria-label={label} sx={{ mt: 1, mb: 2, pl: 3, overflowWrap: 'anywhere' }}>
    {items.map((item) => (
      <li key={item.id}>{item.name}</li>
    ))}
  </Box>
);

/**
 * One confirmation for a bulk action, stating how many and what happens to each, then its result:
 * each item succeeded or failed on its own, and both are listed, the failures with why.
 */
export const BulkActionDialog = ({
  open,
  title,
  consequence,
  items,
  confirmLabel,
  doneLabel,
  failureMessage,
  run,
  onClose,
}: BulkActionDialogProps) => {
  const titleId = useId();
  const [result, setResult] = useState<BulkResult | null>(null);
  const { run: confirm, busy } = useAction(() => run(items.map((item) => item.id)), {
    failure: failureMessage,
    onSuccess: setResult,
  });
  const closeButton = useRef<HTMLButtonElement>(null);
  // The Send button the focus was on is gone: the keyboard goes on from Close.
  useEffect(() => {
    if (result) closeButton.current?.focus();
  }, [result]);
  const close = onClose;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      // Forgotten once closed, not while it fades: the result stays on screen until it is gone.
      slotProps={{ transition: { onExited: () => setResult(null) } }}
    >
      <DialogTitle id={titleId}>{result ? 'Done' : title}</DialogTitle>
      <DialogContent>
        {result ? (
          <>
            <Typography role="status">
              {`${doneLabel}: ${result.succeeded.length}. Failed: ${result.failed.length}.`}
            </Typography>
            {result.succeeded.length > 0 && <Names items={result.succeeded} label={doneLabel} />}
            {result.failed.length > 0 && (
              <Box
                component="ul"
                aria-label="Failed"
                sx={{ mt: 1, mb: 0, pl: 3, overflowWrap: 'anywhere' }}
              >
                {result.failed.map((item) => (
                  <li key={item.id}>
                    {item.name}: {item.reason}
                  </li>
                ))}
              </Box>
            )}
          </>
        ) : (
          <>
            <Typography>{consequence}</Typography>
            <Names items={items} label="Who" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={close} ref={closeButton}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" loading={busy} onClick={() => void confirm()} autoFocus>
              {confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
