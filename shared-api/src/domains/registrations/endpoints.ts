import type {
  CancelPreview,
  CancelRegistrationResponse,
  MyRegistrations,
  Registration,
  RegistrationInput,
  RegistrationOffer,
  RegistrationStatus,
} from '../../contract';
import { cancelPreviewText } from '../../contract/plain';
import { apiSlice } from '../../api-slice';
import { MINE, OFFER, PLACE_CHANGE, REGISTRATION_WRITE, STATUS } from './tags';

/**
 * Convention registration: the Registration calls. Two calls have paths this API chose itself:
 * GET /api/Registration/status ({ isRegistered }) and GET /api/Registration/my (the member view).
 * The organisers' calls are in 'shared-api/admin'.
 */
export const registrationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Is the signed-in member an attendee of the active convention? */
    getRegistrationStatus: build.query<RegistrationStatus, void>({
      query: () => '/Registration/status',
      providesTags: [STATUS],
    }),
    /** The form's price and waiting position before Register: fees and places of the active convention. */
    getRegistrationOffer: build.query<RegistrationOffer | null, void>({
      query: () => '/Registration/offer',
      providesTags: [OFFER],
    }),
    /** The active convention and the registrations the member made or that name their email. */
    getMyRegistrations: build.query<MyRegistrations, void>({
      query: () => '/Registration/my',
      providesTags: [MINE],
    }),
    /** The same, across every convention (e.g. to tie a contact message to a registration). */
    getRegistrations: build.query<Registration[], void>({
      query: () => '/Registration',
      providesTags: [MINE],
    }),
    createRegistration: build.mutation<Registration, RegistrationInput>({
      query: (body) => ({ url: '/Registration', method: 'POST', body }),
      invalidatesTags: REGISTRATION_WRITE,
    }),
    /** The registrant changes their registration (or one they made for someone else). */
    editRegistration: build.mutation<Registration, RegistrationInput>({
      query: (body) => ({
        url: `/Registration/${encodeURIComponent(body.id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [...REGISTRATION_WRITE, 'Invoice', 'Payment', 'Convention'],
    }),
    /**
     * Cancels a registration made by or for the caller, or any for an admin; the place goes to the
     * first on the waiting list.
     */
    getCancelPreview: build.query<CancelPreview, string>({
      query: (id) => `/Registration/${encodeURIComponent(id)}/cancel-preview`,
      keepUnusedDataFor: 0,
    }),
    cancelRegistration: build.mutation<CancelRegistrationResponse, string>({
      query: (id) => ({ url: `/Registration/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: PLACE_CHANGE,
    }),
  }),
});

export const {
  useGetRegistrationStatusQuery,
  useGetRegistrationOfferQuery,
  useGetMyRegistrationsQuery,
  useGetRegistrationsQuery,
  useCreateRegistrationMutation,
  useEditRegistrationMutation,
  useCancelRegistrationMutation,
  useGetCancelPreviewQuery,
} = registrationsApi;

/**
 * What cancelling the registration now would do, in the reader's words, for the cancel dialog
 * (which mounts its text only while open, so the preview is asked for then); empty until known.
 */
export const useCancelPreviewText = (
  registrationId: string,
  reader: Parameters<typeof cancelPreviewText>[1],
): string => {
  const { data } = useGetCancelPreviewQuery(registrationId);
  return data ? cancelPreviewText(data, reader) : '';
};
