// The billing context's public entry: what the app and the other contexts may use of it.
export { invoiceLines } from './invoices/invoice-lines';
export type { Fees } from './invoices/invoice-meta';
export { findInvoiceMeta } from './invoices/invoice-meta';
export { USER_NOT_FOUND, buildInvoicePreview } from './invoices/invoice-preview';
export { findIssuedInvoice } from './invoices/issued-invoice';
export { listInvoices } from './invoices/list-invoices';
export { paymentLeftFor, type PaymentLeft } from './invoices/payment-left';
export { seedInvoicing } from './invoices/seed-invoicing';
export { sendInvoice } from './invoices/send-invoice';
export type { InvoiceToSend } from './invoices/send-invoice';
export { listPayments } from './payments/list-payments';
export { paymentSummaries, summaryKey } from './payments/payment-summaries';
export { invoiceMetaRoutes } from './routes/invoice-meta';
export { invoiceRoutes } from './routes/invoices';
export { paymentRoutes } from './routes/payments';
