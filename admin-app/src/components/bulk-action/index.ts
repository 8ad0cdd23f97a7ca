export { BulkActionDialog, type BulkActionDialogProps, type BulkItem } from './bulk-action-dialog';
