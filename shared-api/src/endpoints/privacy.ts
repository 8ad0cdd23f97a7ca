import type { AccountExport, DeleteAccountRequest, MessageResponse } from '../contract';
import { apiSlice } from '../api-slice';

export const EXPORT_FILE_NAME = '18xx-belgium-my-data.json';

const USER_LIST = [{ type: 'User', id: 'LIST' }] as const;

/** A member's data: their copy and its erasure; the administrators' same calls for a member. */
export const privacyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation: the copy is made when asked for, never served from cache. */
    exportMyData: build.mutation<AccountExport, void>({
      query: () => '/User/me/export',
    }),
    deleteMyAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/User/me/delete', method: 'POST', body }),
    }),
    exportUserData: build.mutation<AccountExport, string>({
      query: (userId) => `/User/${encodeURIComponent(userId)}/export`,
    }),
    deleteUser: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: `/User/${encodeURIComponent(userId)}/delete`, method: 'POST' }),
      invalidatesTags: USER_LIST,
    }),
  }),
});

export const {
  useExportMyDataMutation,
  useDeleteMyAccountMutation,
  useExportUserDataMutation,
  useDeleteUserMutation,
} = privacyApi;
