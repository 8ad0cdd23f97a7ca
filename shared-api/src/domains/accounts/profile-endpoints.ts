import type {
  EmailChangeConfirmation,
  EmailChangeRequest,
  EmailChangeUndo,
  MessageResponse,
  OwnProfile,
  ProfileUpdateInput,
} from '../../contract';
import { apiSlice } from '../../api-slice';
import { refreshSession } from '../../session/use-session-refresh';

/**
 * The signed-in member's own account (/profile). Names and email ride in the login token: after a
 * change the session's token is exchanged for one with the new claims, so every page shows them.
 */
export const profileApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<OwnProfile, ProfileUpdateInput>({
      query: (body) => ({ url: '/User/me', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The page shows the error.
        }
        await dispatch(refreshSession());
      },
    }),
    requestEmailChange: build.mutation<MessageResponse, EmailChangeRequest>({
      query: (body) => ({ url: '/User/me/email', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<MessageResponse, EmailChangeConfirmation>({
      query: (body) => ({ url: '/User/me/email/confirm', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        await dispatch(refreshSession());
      },
    }),
    /** From the link mailed to the old address: no sign-in, every session signed out. */
    undoEmailChange: build.mutation<MessageResponse, EmailChangeUndo>({
      query: (body) => ({ url: '/User/email/undo', method: 'POST', body }),
      extraOptions: { auth: 'none' },
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useUndoEmailChangeMutation,
} = profileApi;
