import type { Group, MessageResponse } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

export interface UserGroupChange {
  userId: string;
  groupId: number;
}

export interface MultiRegistrationChange {
  userId: string;
  /** The new value: the page sends the inverse of the current flag. */
  allowed: boolean;
}

const userPath = (userId: string, action: string) =>
  `/User/${encodeURIComponent(userId)}/${action}`;

/** Every admin write changes what the user list shows; group writes change the group columns too. */
const USER_TAGS = [{ type: 'User', id: 'LIST' }] as const;
const USER_AND_GROUP_TAGS = [{ type: 'User', id: 'LIST' }, 'Group'] as const;

/** User Management's writes: groups, approval, suspension, multiple registrations. */
export const adminAccountsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<Group[], void>({
      query: () => '/User/groups',
      providesTags: ['Group'],
    }),
    addUserToGroup: build.mutation<MessageResponse, UserGroupChange>({
      query: ({ userId, groupId }) => ({
        url: userPath(userId, `groups/${groupId}`),
        method: 'POST',
      }),
      invalidatesTags: USER_AND_GROUP_TAGS,
    }),
    removeUserFromGroup: build.mutation<MessageResponse, UserGroupChange>({
      query: ({ userId, groupId }) => ({
        url: userPath(userId, `groups/${groupId}`),
        method: 'DELETE',
      }),
      invalidatesTags: USER_AND_GROUP_TAGS,
    }),
    approveUser: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: userPath(userId, 'approve'), method: 'POST' }),
      invalidatesTags: USER_TAGS,
    }),
    suspendUser: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: userPath(userId, 'suspend'), method: 'POST' }),
      invalidatesTags: USER_TAGS,
    }),
    reactivateUser: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: userPath(userId, 'reactivate'), method: 'POST' }),
      invalidatesTags: USER_TAGS,
    }),
    /** A GET that writes, as the API defines it; a mutation so it is never cached. */
    setCanRegisterMultipleUsers: build.mutation<MessageResponse, MultiRegistrationChange>({
      query: ({ userId, allowed }) => ({
        url: `/User/setcanregistermultipleusers/${encodeURIComponent(userId)}/${String(allowed)}`,
      }),
      invalidatesTags: USER_TAGS,
    }),
    adminValidateEmail: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: userPath(userId, 'validate-email'), method: 'POST' }),
      invalidatesTags: USER_TAGS,
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useAddUserToGroupMutation,
  useRemoveUserFromGroupMutation,
  useApproveUserMutation,
  useSuspendUserMutation,
  useReactivateUserMutation,
  useSetCanRegisterMultipleUsersMutation,
  useAdminValidateEmailMutation,
} = adminAccountsApi;
