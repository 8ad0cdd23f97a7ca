import type { AdminRegistration } from 'shared-api';
import { ContactRegistrantButton, MessageAllButton, MessageChosenButton } from './features/inbox';
import { InvoiceActions, SendPendingInvoicesButton } from './features/invoices';

/**
 * The buttons of a Convention Registrations row that other features own, in this order:
 * Contact, then Invoice Preview and Send Invoice (or View Invoice).
 */
export const RegistrationRowActions = ({ registration }: { registration: AdminRegistration }) => (
  <>
    <ContactRegistrantButton registration={registration} />
    <InvoiceActions registration={registration} />
  </>
);

/** The page-wide buttons of Convention Registrations that other features own. */
export const RegistrationPageActions = () => (
  <>
    <SendPendingInvoicesButton />
    <MessageAllButton />
    <MessageChosenButton />
  </>
);
