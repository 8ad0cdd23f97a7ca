import type {
  AdminRegistration,
  CancelRegistrationResponse,
  CheckedInRequest,
  MyRegistrations,
  Registration,
  RegistrationExport,
  RegistrationExportQuery,
  RegistrationInput,
  RegistrationStatus,
} from '../contract';
import { apiSlice } from '../api-slice';
import { fetchFileUrl } from '../file-download';

export const LIST_DOWNLOAD_FAILED = 'Could not download the list. Please try again.';

/** The convention-day PDFs: the door team's check-in list and the name badges. */
export type ConventionDayList = 'checkin-list' | 'badges';

const STATUS = { type: 'Registration', id: 'STATUS' } as const;
const MINE = { type: 'Registration', id: 'MINE' } as const;
const ADMIN_LIST = { type: 'Registration', id: 'ADMIN_LIST' } as const;
const WAITING = { type: 'Registration', id: 'WAITING' } as const;
/** Any registration write changes what every registration view shows. */
const REGISTRATION_WRITE = [STATUS, MINE, ADMIN_LIST];

/**
 * Convention registration: the Registration calls. Two calls have paths this API chose itself:
 * GET /api/Registration/status ({ isRegistered }) and GET /api/Registration/my (the member view).
 */
export const registrationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Is the signed-in member an attendee of the active convention? */
    getRegistrationStatus: build.query<RegistrationStatus, void>({
      query: () => '/Registration/status',
      providesTags: [STATUS],
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
    cancelRegistration: build.mutation<CancelRegistrationResponse, string>({
      query: (id) => ({ url: `/Registration/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: [...REGISTRATION_WRITE, WAITING, 'Invoice', 'Payment', 'Convention'],
    }),
    getWaitingList: build.query<Registration[], number>({
      query: (conventionId) => `/Registration/admin/waiting-list?conventionId=${conventionId}`,
      providesTags: [WAITING],
    }),
    promoteRegistration: build.mutation<AdminRegistration, string>({
      query: (id) => ({
        url: `/Registration/admin/${encodeURIComponent(id)}/promote`,
        method: 'POST',
      }),
      invalidatesTags: [...REGISTRATION_WRITE, WAITING, 'Invoice', 'Payment', 'Convention'],
    }),
    getActiveConventionRegistrations: build.query<AdminRegistration[], void>({
      query: () => '/Registration/admin/active-convention-registrations',
      providesTags: [ADMIN_LIST],
    }),
    updateRegistration: build.mutation<AdminRegistration, RegistrationInput>({
      query: (body) => ({ url: '/Registration/admin/update', method: 'PUT', body }),
      invalidatesTags: REGISTRATION_WRITE,
    }),
    /** A GET on the server, but a one-off download: a mutation, so it never comes from cache. */
    exportRegistrations: build.mutation<RegistrationExport, RegistrationExportQuery | void>({
      query: (params) => ({
        url: '/Registration/admin/export-registrations',
        params: params ?? undefined,
      }),
    }),
    /**
     * Saved at once by the door team: the list shows the new state before the server answers, and
     * goes back if it refuses.
     */
    setCheckedIn: build.mutation<AdminRegistration, CheckedInRequest & { id: string }>({
      query: ({ id, checkedIn }) => ({
        url: `/Registration/admin/${encodeURIComponent(id)}/checked-in`,
        method: 'PUT',
        body: { checkedIn },
      }),
      async onQueryStarted({ id, checkedIn }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          registrationsApi.util.updateQueryData(
            'getActiveConventionRegistrations',
            undefined,
            (draft) => {
              const row = draft.find((r) => r.id === id);
              if (row) row.checkedIn = checkedIn;
            },
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** A convention-day PDF as an object URL, fetched with the session's token. */
    downloadConventionList: build.mutation<
      string,
      { list: ConventionDayList; conventionId: number }
    >({
      queryFn: ({ list, conventionId }, api) =>
        fetchFileUrl(
          `/Registration/admin/${list}?conventionId=${conventionId}`,
          api.getState,
          LIST_DOWNLOAD_FAILED,
        ),
    }),
  }),
});

export const {
  useGetRegistrationStatusQuery,
  useGetMyRegistrationsQuery,
  useGetRegistrationsQuery,
  useCreateRegistrationMutation,
  useEditRegistrationMutation,
  useCancelRegistrationMutation,
  useGetWaitingListQuery,
  usePromoteRegistrationMutation,
  useGetActiveConventionRegistrationsQuery,
  useUpdateRegistrationMutation,
  useExportRegistrationsMutation,
  useSetCheckedInMutation,
  useDownloadConventionListMutation,
} = registrationsApi;
