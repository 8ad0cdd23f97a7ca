import type { AdminRegistration, Invoice } from 'shared-api';

/**
 * A registration made on behalf of someone else is covered by the registrant's
 * invoice, so it has no invoice of its own.
 */
export const isOnBehalf = (registration: AdminRegistration): boolean =>
  registration.attendeeEmail.trim().toLowerCase() !==
  registration.registeredBy.email.trim().toLowerCase();

/** The invoice sent to the registrant of this registration, for its convention. */
export const invoiceFor = (
  invoices: readonly Invoice[],
  registration: AdminRegistration,
): Invoice | undefined =>
  invoices.find(
    (invoice) =>
      invoice.recipientId === registration.userId &&
      invoice.conventionId === registration.conventionId,
  );
