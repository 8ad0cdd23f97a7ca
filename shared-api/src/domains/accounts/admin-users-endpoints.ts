import type { AdminUser, SearchQuery } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** The tag every account write of the main entry invalidates. */
const USER_LIST = { type: 'User', id: 'LIST' } as const;

/** User Management's list, searched by name or email. */
export const adminUsersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<AdminUser[], SearchQuery | void>({
      query: (params) => ({
        url: '/User',
        params: params?.search ? { search: params.search } : undefined,
      }),
      providesTags: [USER_LIST],
    }),
  }),
});

export const { useGetUsersQuery } = adminUsersApi;
