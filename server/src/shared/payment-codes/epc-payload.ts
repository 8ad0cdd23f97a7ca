/** What a payer's banking app needs to fill in a SEPA credit transfer. */
export interface EpcTransfer {
  bic: string | null;
  beneficiaryName: string;
  iban: string;
  amountCents: number;
  /** The 12 digits of the Belgian structured communication. */
  structuredReference: string;
}

/**
 * The EPC QR code's text (EPC069-12, version 002): service tag BCD, version 002, character set 1
 * (UTF-8), SCT, the BIC (may be empty in version 002), the beneficiary (at most 70 characters), the
 * IBAN, EUR and the amount, an empty purpose, and the structured reference in the structured
 * remittance field, so that the unstructured one stays empty. Lines end with LF; trailing empty
 * elements are left out, as the standard allows.
 */
export const epcPayload = (transfer: EpcTransfer): string =>
  [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic ?? '',
    transfer.beneficiaryName.slice(0, 70),
    transfer.iban,
    `EUR${(transfer.amountCents / 100).toFixed(2)}`,
    '',
    transfer.structuredReference,
  ].join('\n');
