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
export { conversationPath, toMessageRow } from './message-row';
export { createStore, type AppDispatch, type AppStore, type RootState } from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export * from './session';
export * from './endpoints/auth';
export * from './endpoints/accounts';
export * from './endpoints/health';
export * from './endpoints/notifications';
export * from './endpoints/conventions';
export * from './endpoints/registrations';
export * from './endpoints/inbox';
export * from './endpoints/invoices';
export { useInvoicePdfDownload } from './invoice-pdf-download';
export * from './endpoints/mail-settings';
export * from './endpoints/planner';
export * from './endpoints/profile';
export * from './endpoints/calendar';
export * from './endpoints/privacy';
export { saveFile, saveJsonFile } from './file-download';
