import type {
  AdminUser,
  Group,
  MessageResponse,
  PasswordResetInput,
  PasswordResetRequest,
  SignUpInput,
  ValidateEmailQuery,
} from '../contract';
import { apiSlice } from '../api-slice';

export const VALIDATE_EMAIL_NOT_AUTHENTICATED = 'You must be logged in to validate an email.';
export const RESEND_VALIDATION_NOT_AUTHENTICATED =
  'Not authenticated. Please log in to resend the validation email.';

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

/** Sign-up, emailed codes, password reset and admin User Management: the Auth and User calls. */
export const accountsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<MessageResponse, SignUpInput>({
      query: (body) => ({ url: '/Auth/register', method: 'POST', body }),
      extraOptions: { auth: 'none' },
    }),
    /** A GET on the server, but it changes the account: a mutation so it never comes from cache. */
    validateEmail: build.mutation<MessageResponse, ValidateEmailQuery>({
      query: ({ token }) => ({ url: '/Auth/validate-email', params: { token: token.trim() } }),
      extraOptions: { notAuthenticatedMessage: VALIDATE_EMAIL_NOT_AUTHENTICATED },
      invalidatesTags: USER_TAGS,
    }),
    resendValidationEmail: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/Auth/resend-validation-email', method: 'POST' }),
      extraOptions: { notAuthenticatedMessage: RESEND_VALIDATION_NOT_AUTHENTICATED },
    }),
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/Auth/request-password-reset', method: 'POST', body }),
      extraOptions: { auth: 'none' },
    }),
    resetPassword: build.mutation<MessageResponse, PasswordResetInput>({
      query: (body) => ({ url: '/Auth/reset-password', method: 'POST', body }),
      extraOptions: { auth: 'none' },
    }),

    getUsers: build.query<AdminUser[], void>({
      query: () => '/User',
      providesTags: USER_TAGS,
    }),
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
  useRegisterMutation,
  useValidateEmailMutation,
  useResendValidationEmailMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useGetUsersQuery,
  useGetGroupsQuery,
  useAddUserToGroupMutation,
  useRemoveUserFromGroupMutation,
  useApproveUserMutation,
  useSuspendUserMutation,
  useReactivateUserMutation,
  useSetCanRegisterMultipleUsersMutation,
  useAdminValidateEmailMutation,
} = accountsApi;
