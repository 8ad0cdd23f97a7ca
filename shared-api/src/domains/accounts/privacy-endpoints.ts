import type { AccountExport, DeleteAccountRequest, MessageResponse } from '../../contract';
import { apiSlice } from '../../api-slice';

export const EXPORT_FILE_NAME = '18xx-belgium-my-data.json';

/** A member's data: their copy and its erasure (the administrators' same calls are in 'shared-api/admin'). */
export const privacyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation: the copy is made when asked for, never served from cache. */
    exportMyData: build.mutation<AccountExport, void>({
      query: () => '/User/me/export',
    }),
    deleteMyAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/User/me/delete', method: 'POST', body }),
    }),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation } = privacyApi;
