export { InvoiceActions } from './components/invoice-actions';
