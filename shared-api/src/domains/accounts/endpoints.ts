import type {
  MessageResponse,
  PasswordResetInput,
  PasswordResetRequest,
  SignUpInput,
  ValidateEmailQuery,
} from '../../contract';
import { apiSlice } from '../../api-slice';

export const VALIDATE_EMAIL_NOT_AUTHENTICATED = 'You must be logged in to validate an email.';
export const RESEND_VALIDATION_NOT_AUTHENTICATED =
  'Not authenticated. Please log in to resend the validation email.';

/** A validated email changes what User Management's list shows. */
const USER_TAGS = [{ type: 'User', id: 'LIST' }] as const;

/** Sign-up, emailed codes and password reset: the Auth calls (User Management's are in 'shared-api/admin'). */
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
  }),
});

export const {
  useRegisterMutation,
  useValidateEmailMutation,
  useResendValidationEmailMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = accountsApi;
