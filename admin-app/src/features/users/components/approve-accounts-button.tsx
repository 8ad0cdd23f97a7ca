import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useId, useState } from 'react';
import type { AdminUser } from 'shared-api';
import { useApproveUsersMutation } from 'shared-api/admin';
import { BulkActionDialog, type BulkItem } from '../../../components/bulk-action';
import { fullName } from '../user-groups';

const accounts = (n: number) => `${n} account${n === 1 ? '' : 's'}`;

/**
 * Approve Accounts: the organiser ticks the accounts awaiting approval to approve, confirms once
 * how many, and sees which were approved and which failed.
 */
export const ApproveAccountsButton = ({ awaiting }: { awaiting: readonly AdminUser[] }) => {
  const titleId = useId();
  const [choosing, setChoosing] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<BulkItem[] | null>(null);
  const [approve] = useApproveUsersMutation();
  const items = awaiting.map((user) => ({
    id: user.id,
    name: `${fullName(user)} (${user.email})`,
  }));
  const chosen = items.filter((item) => ticked.has(item.id));
  const tick = (id: string, on: boolean) =>
    setTicked((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });
  return (
    <>
      <Button
        variant="contained"
        disabled={awaiting.length === 0}
        onClick={() => {
          setTicked(new Set());
          setChoosing(true);
        }}
      >
        Approve Accounts ({awaiting.length})
      </Button>
      <Dialog open={choosing} onClose={() => setChoosing(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Approve Accounts</DialogTitle>
        <DialogContent>
          <FormGroup aria-label="Accounts awaiting approval">
            {items.map((item) => (
              <FormControlLabel
                key={item.id}
                label={item.name}
                control={
                  <Checkbox
                    checked={ticked.has(item.id)}
                    onChange={(event) => tick(item.id, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTicked(new Set(items.map((item) => item.id)))}>
            Choose All
          </Button>
          <Button onClick={() => setChoosing(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            onClick={() => {
              setChoosing(false);
              setConfirming(chosen);
            }}
          >
            Next
          </Button>
        </DialogActions>
      </Dialog>
      <BulkActionDialog
        open={confirming !== null}
        title={`Approve ${accounts(confirming?.length ?? 0)}?`}
        consequence="Each of these members may then register for conventions, and is told so by email:"
        items={confirming ?? []}
        confirmLabel={`Approve ${accounts(confirming?.length ?? 0)}`}
        doneLabel="Approved"
        failureMessage="Failed to approve the accounts."
        run={(ids) => approve(ids).unwrap()}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
