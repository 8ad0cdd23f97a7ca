// Only the zod-free part of the contract: forms and the server import the schemas from
// 'shared-api/contract', and the types cost nothing at run time.
export * from './contract/plain';
export type * from './contract';
export { apiSlice, API_TAG_TYPES } from './api-slice';
export {
  createBaseQuery,
  NOT_AUTHENTICATED,
  type ApiError,
  type ApiExtraOptions,
  type ApiRequest,
  type AuthMode,
} from './base-query';
export { getErrorMessage } from './error-message';
export { conversationPath, toMessageRow } from './domains/inbox/message-row';
export { createStore, type AppDispatch, type AppStore, type RootState } from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export * from './session';
// Each domain's endpoints that the shell or both remotes call (the others are in
// 'shared-api/member' and 'shared-api/admin').
export * from './domains/accounts/endpoints';
export * from './domains/accounts/calendar-endpoints';
export * from './domains/accounts/privacy-endpoints';
export * from './domains/accounts/profile-endpoints';
export * from './domains/auth/endpoints';
export * from './domains/conventions/endpoints';
export * from './domains/health/endpoints';
export * from './domains/inbox/endpoints';
export * from './domains/invoices/endpoints';
export { useInvoicePdfDownload } from './domains/invoices/invoice-pdf-download';
export * from './domains/mail-settings/endpoints';
export * from './domains/notifications/endpoints';
export * from './domains/planner/endpoints';
export * from './domains/registrations/endpoints';
export { saveDownload, saveFile, saveJsonFile, type DownloadedFile } from './file-download';
