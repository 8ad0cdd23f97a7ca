import type { AdminRegistration } from 'shared-api/contract';

/** The part of its invoice a registration's line carries on a list or a sheet. */
export interface InvoiceShare {
  /** This line carries the invoice's money: the registrant's own registration, else the first. */
  carries: boolean;
  /** The line that carries it. */
  payer: AdminRegistration;
  /** Every listed registration the invoice covers, the payer first. */
  covered: AdminRegistration[];
}

/**
 * Splits the listed registrations by invoice, so money is shown once per invoice: on the line of
 * the person who pays, which names who it covers, while the others point to it. Registrations
 * without an invoice have no share.
 */
export const invoiceShares = (
  registrations: readonly AdminRegistration[],
): Map<string, InvoiceShare> => {
  const byInvoice = new Map<string, AdminRegistration[]>();
  for (const r of registrations) {
    if (!r.payment) continue;
    const group = byInvoice.get(r.payment.invoiceNumber) ?? [];
    group.push(r);
    byInvoice.set(r.payment.invoiceNumber, group);
  }
  const shares = new Map<string, InvoiceShare>();
  for (const group of byInvoice.values()) {
    const payer = group.find((r) => !r.registerDifferentPerson) ?? group[0]!;
    const covered = [payer, ...group.filter((r) => r !== payer)];
    for (const r of group) shares.set(r.id, { carries: r === payer, payer, covered });
  }
  return shares;
};
