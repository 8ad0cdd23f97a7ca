import type { AdminRegistration } from 'shared-api';
import { ContactRegistrantButton } from './features/inbox';
import { InvoiceActions } from './features/invoices';

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
