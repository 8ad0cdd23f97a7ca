export { InvoiceSettingsPage } from './components/invoice-settings-page';
