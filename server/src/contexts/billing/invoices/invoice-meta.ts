import {
  INVOICE_META_ID_REQUIRED,
  INVOICE_SETTINGS_EXIST,
  INVOICE_SETTINGS_MISSING,
  type InvoiceMeta,
  type InvoiceMetaChange,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoiceMeta } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { isUniqueViolation } from '../../../db/is-unique-violation';

export type Fees = Pick<
  InvoiceMeta,
  'springConventionFee' | 'winterConventionFee' | 'springParkingFee' | 'winterParkingFee'
>;
/** What a POST or PUT may change: the fees, and the payee fields it names. */
export type SettingsChange = Omit<InvoiceMetaChange, 'invoiceMetaId'>;

const columns = {
  invoiceMetaId: invoiceMeta.id,
  springConventionFee: invoiceMeta.springConventionFee,
  winterConventionFee: invoiceMeta.winterConventionFee,
  springParkingFee: invoiceMeta.springParkingFee,
  winterParkingFee: invoiceMeta.winterParkingFee,
  beneficiaryName: invoiceMeta.beneficiaryName,
  iban: invoiceMeta.iban,
  bic: invoiceMeta.bic,
  paymentDueDays: invoiceMeta.paymentDueDays,
  clubAddress: invoiceMeta.clubAddress,
  enterpriseNumber: invoiceMeta.enterpriseNumber,
};

/** Stored with 2 decimals (numeric(10,2)); rounding here keeps the answer equal to what is stored. */
const rounded = (fees: SettingsChange): SettingsChange => ({
  ...fees,
  springConventionFee: Math.round(fees.springConventionFee * 100) / 100,
  winterConventionFee: Math.round(fees.winterConventionFee * 100) / 100,
  springParkingFee: Math.round(fees.springParkingFee * 100) / 100,
  winterParkingFee: Math.round(fees.winterParkingFee * 100) / 100,
});

export const findInvoiceMeta = async (db: Db): Promise<InvoiceMeta | null> => {
  const [row] = await db.select(columns).from(invoiceMeta).limit(1);
  return row ?? null;
};

export const getInvoiceMeta = async (db: Db): Promise<InvoiceMeta> => {
  const meta = await findInvoiceMeta(db);
  if (!meta) throw new DomainError('not-found', INVOICE_SETTINGS_MISSING);
  return meta;
};

/** There is one settings row; its singleton column makes a second create fail even in a race. */
export const createInvoiceMeta = async (db: Db, fees: SettingsChange): Promise<InvoiceMeta> => {
  try {
    const [row] = await db.insert(invoiceMeta).values(rounded(fees)).returning(columns);
    if (!row) throw new Error('The invoice settings were not stored.');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', INVOICE_SETTINGS_EXIST);
    throw error;
  }
};

export const updateInvoiceMeta = async (
  db: Db,
  invoiceMetaId: number | null | undefined,
  fees: SettingsChange,
): Promise<InvoiceMeta> => {
  if (invoiceMetaId === null || invoiceMetaId === undefined) {
    throw new DomainError('invalid', INVOICE_META_ID_REQUIRED);
  }
  const [row] = await db
    .update(invoiceMeta)
    .set({ ...rounded(fees), updatedAt: new Date() })
    .where(eq(invoiceMeta.id, invoiceMetaId))
    .returning(columns);
  if (!row) throw new DomainError('not-found', INVOICE_SETTINGS_MISSING);
  return row;
};
