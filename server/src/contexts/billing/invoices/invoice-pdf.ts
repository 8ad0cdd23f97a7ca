import { isSettled, LANGUAGE_LOCALES, type Language, type Ledger } from 'shared-api/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, fitted, writable } from '../../../shared/pdf/pdf-text';
import { embedFonts } from '../../../shared/pdf/fonts';
import { centsIn, translator, type Translate } from '../../../shared/i18n';

export interface InvoicePdfData {
  /** The recipient's: every fixed text, amount and date of the document is in it. */
  language: Language;
  number: string;
  /** When it was sent, or sent again: the document's date. */
  issuedAt: Date;
  /** dd/mm/yyyy, in Brussels, as the language writes it */
  issuedOn: string;
  club: { name: string; address: string | null; enterpriseNumber: string | null };
  recipient: { name: string; email: string };
  conventionName: string;
  lines: readonly { description: string; amountCents: number }[];
  ledger: Ledger;
  /** dd/mm/yyyy of the last payment received; null before any. */
  paidOn: string | null;
  /** dd/mm/yyyy */
  dueDate: string;
  payment: {
    beneficiary: string;
    iban: string;
    bic: string | null;
    /** +++ddd/dddd/ddddd+++ */
    reference: string;
  };
  /** The EPC QR code for what is left to pay, or null when nothing is left or it cannot be drawn. */
  qrPng: Buffer | null;
}

const MARGIN = 50;

/** Under the total, once money moved: what was received, refunded, and is left or owed back. */
const ledgerSums = (ledger: Ledger, t: Translate): [string, number][] => {
  if (ledger.receivedCents === 0 && ledger.refundedCents === 0) return [];
  return [
    [t('invoice.lines.received'), ledger.receivedCents],
    ...(ledger.refundedCents > 0
      ? [[t('invoice.lines.refunded'), ledger.refundedCents] as [string, number]]
      : []),
    ledger.refundDueCents > 0
      ? [t('invoice.lines.refundDue'), ledger.refundDueCents]
      : [t('invoice.lines.leftToPay'), ledger.leftCents],
  ];
};
const GREY = rgb(0.35, 0.35, 0.35);

/** What the payment part says first: what is left to pay and by when, or that nothing is. */
const paymentLead = (data: InvoicePdfData, t: Translate, euros: (cents: number) => string) => {
  const { ledger } = data;
  if (ledger.refundDueCents > 0) {
    return t('invoice.pdf.refundDueLead', { amount: euros(ledger.refundDueCents) });
  }
  if (isSettled(ledger)) {
    return data.paidOn ? t('invoice.pdf.paidOn', { date: data.paidOn }) : t('invoice.pdf.paid');
  }
  return t('invoice.pdf.pleasePay', { amount: euros(ledger.leftCents), date: data.dueDate });
};

/**
 * The invoice as an A4 PDF: club header, number and date, the attendee lines and total, what was
 * received and is left, then the due date, the payment details and the EPC QR code while money is
 * left to pay, else that it is paid (or the refund due). Standard fonts: the text can be copied and
 * read by any PDF reader.
 */
export const invoicePdf = async (data: InvoicePdfData): Promise<Uint8Array> => {
  const t = translator(data.language);
  const euros = (cents: number) => centsIn(cents, data.language);
  const doc = await PDFDocument.create();
  doc.setTitle(t('invoice.pdf.title', { number: data.number }));
  // Screen readers read the document in its language.
  doc.setLanguage(LANGUAGE_LOCALES[data.language]);
  doc.setAuthor(data.club.name || '18xx Belgium');
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  const { regular, bold } = await embedFonts(doc);
  const page: PDFPage = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;

  const write = (
    text: string,
    options: { size?: number; font?: PDFFont; x?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    page.drawText(fitted(font, writable(font, text), size, width), {
      x: options.x ?? MARGIN,
      y,
      size,
      font,
      color: options.color,
    });
  };
  const right = (text: string, font: PDFFont = regular, size = 10) => {
    const clean = writable(font, text);
    page.drawText(clean, {
      x: MARGIN + width - font.widthOfTextAtSize(clean, size),
      y,
      size,
      font,
    });
  };
  const next = (gap = 15) => {
    y -= gap;
  };

  write(data.club.name || '18xx Belgium', { size: 16, font: bold });
  next(18);
  for (const line of (data.club.address ?? '').split(/\r?\n/).filter(Boolean)) {
    write(line, { color: GREY });
    next(13);
  }
  if (data.club.enterpriseNumber) {
    write(t('invoice.pdf.enterpriseNumber', { number: data.club.enterpriseNumber }), {
      color: GREY,
    });
    next(13);
  }
  next(20);
  write(t('invoice.pdf.title', { number: data.number }), { size: 20, font: bold });
  next(22);
  write(t('invoice.pdf.date', { date: data.issuedOn }));
  next();
  write(t('invoice.pdf.convention', { name: data.conventionName }));
  next(25);
  write(t('invoice.pdf.billedTo'), { font: bold });
  next();
  write(data.recipient.name);
  next();
  write(data.recipient.email, { color: GREY });
  next(30);

  write(t('invoice.lines.description'), { font: bold });
  right(t('invoice.lines.amount'), bold);
  next(6);
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + width, y },
    thickness: 0.5,
    color: GREY,
  });
  next(14);
  for (const line of data.lines) {
    page.drawText(fitted(regular, writable(regular, line.description), 10, width - 90), {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
    });
    right(euros(line.amountCents));
    next();
  }
  next(-9);
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + width, y },
    thickness: 0.5,
    color: GREY,
  });
  next(16);
  const { ledger } = data;
  write(t('invoice.lines.total'), { font: bold, size: 12 });
  right(euros(ledger.chargedCents), bold, 12);
  for (const [label, cents] of ledgerSums(ledger, t)) {
    next(16);
    write(label);
    right(euros(cents));
  }
  next(30);

  write(t('invoice.pdf.payment'), { font: bold, size: 12 });
  next(18);
  const reference = t('invoice.pdf.reference', { reference: data.payment.reference });
  const details = isSettled(ledger)
    ? [paymentLead(data, t, euros), reference]
    : [
        paymentLead(data, t, euros),
        t('invoice.pdf.beneficiary', { name: data.payment.beneficiary }),
        `IBAN: ${data.payment.iban}`,
        ...(data.payment.bic ? [`BIC: ${data.payment.bic}`] : []),
        reference,
      ];
  for (const line of details) {
    write(line);
    next();
  }
  if (data.qrPng) {
    const image = await doc.embedPng(data.qrPng);
    const size = 140;
    next(size);
    page.drawImage(image, { x: MARGIN, y, width: size, height: size });
    next(14);
    write(t('invoice.pdf.scanToPay'), { color: GREY, size: 9 });
  }
  return doc.save();
};
