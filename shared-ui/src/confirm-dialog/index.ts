// The 'shared-ui/confirm-dialog' entry: a shared module of its own (scripts/webpack/
// shared-singletons.js), so MUI's dialog, modal and focus trap stay off the pages that confirm
// nothing (docs/decisions.md, "Second shared entries of shared-ui").
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  CancelRegistrationControl,
  type CancelRegistrationControlProps,
} from './cancel-registration-control';
