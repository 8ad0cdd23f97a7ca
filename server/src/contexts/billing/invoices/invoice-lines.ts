// The browser's registration form prices with the same function, from the contract.
export { invoiceLines, type InvoicedAttendee } from 'shared-api/contract';
