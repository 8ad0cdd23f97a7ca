import type { AccountExport, MessageResponse } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const USER_LIST = [{ type: 'User', id: 'LIST' }] as const;

/** The administrators' copy and erasure of a member's data. */
export const adminPrivacyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    exportUserData: build.mutation<AccountExport, string>({
      query: (userId) => `/User/${encodeURIComponent(userId)}/export`,
    }),
    deleteUser: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: `/User/${encodeURIComponent(userId)}/delete`, method: 'POST' }),
      invalidatesTags: USER_LIST,
    }),
  }),
});

export const { useExportUserDataMutation, useDeleteUserMutation } = adminPrivacyApi;
