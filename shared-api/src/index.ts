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
// Each domain's endpoints that the shell's own pages call. The member pages' (which the admin
// remote calls too) are in 'shared-api/member', the organisers' in 'shared-api/admin': every
// visitor downloads this entry.
export * from './domains/accounts/endpoints';
export { accountLanguageApi } from './domains/accounts/language-endpoint';
export * from './domains/auth/endpoints';
export * from './domains/conventions/endpoints';
export * from './domains/health/endpoints';
export * from './domains/inbox/endpoints';
export * from './domains/notifications/endpoints';
