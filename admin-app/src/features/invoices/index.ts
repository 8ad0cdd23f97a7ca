export { InvoiceActions } from './components/invoice-actions';
export { SendPendingInvoicesButton } from './components/send-pending-invoices-button';
