import Button from '@mui/material/Button';
import { useState } from 'react';
import { personName, type AdminRegistration } from 'shared-api';
import {
  useGetActiveConventionRegistrationsQuery,
  useSendInvoicesMutation,
} from 'shared-api/admin';
import { BulkActionDialog, type BulkItem } from '../../../components/bulk-action';
import { isOnBehalf } from '../invoice-rules';

const plural = (n: number) => `${n} invoice${n === 1 ? '' : 's'}`;

/** Who still waits for an invoice: each registrant once, attendees they registered included. */
export const pendingPayers = (registrations: readonly AdminRegistration[]): BulkItem[] => {
  const payers = new Map<string, BulkItem>();
  for (const r of registrations) {
    if (r.status !== 'registered' || r.isInvoiceSent || isOnBehalf(r)) continue;
    payers.set(r.userId, {
      id: r.userId,
      name: `${personName(r.registeredBy)} (${r.registeredBy.email})`,
    });
  }
  return [...payers.values()];
};

/** Send All Pending Invoices: one confirmation naming how many and who, then each is sent. */
export const SendPendingInvoicesButton = () => {
  const { data } = useGetActiveConventionRegistrationsQuery();
  const [send] = useSendInvoicesMutation();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<BulkItem[]>([]);
  const pending = pendingPayers(data ?? []);
  return (
    <>
      <Button
        variant="contained"
        disabled={pending.length === 0}
        onClick={() => {
          // Kept while the dialog is open: the list the organiser confirmed is the one sent.
          setItems(pending);
          setOpen(true);
        }}
      >
        Send All Pending Invoices ({pending.length})
      </Button>
      <BulkActionDialog
        open={open}
        title={`Send ${plural(items.length)}?`}
        consequence="Each of these members gets their invoice as drafted, in their inbox and by email:"
        items={items}
        confirmLabel={`Send ${plural(items.length)}`}
        doneLabel="Sent"
        failureMessage="Failed to send the invoices."
        run={(ids) => send(ids).unwrap()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
