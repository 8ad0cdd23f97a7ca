import type {
  AdminRegistration,
  AdminRegistrationsQuery,
  CheckedInRequest,
  PromotedRegistration,
  Registration,
  RegistrationExport,
  RegistrationExportQuery,
  RegistrationInput,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';
import { fetchFileUrl, type DownloadedFile } from '../../file-download';
import { ADMIN_LIST, PLACE_CHANGE, REGISTRATION_WRITE, WAITING } from './tags';

export const LIST_DOWNLOAD_FAILED = 'Could not download the list. Please try again.';

/** The convention-day PDFs: the door team's check-in list and the name badges. */
export type ConventionDayList = 'checkin-list' | 'badges';

/**
 * Convention Registrations: the list the organisers search, the door team's check-in, the waiting
 * list, the organisers' changes, the export and the convention-day PDFs.
 */
export const adminRegistrationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getWaitingList: build.query<Registration[], number>({
      query: (conventionId) => `/Registration/admin/waiting-list?conventionId=${conventionId}`,
      providesTags: [WAITING],
    }),
    promoteRegistration: build.mutation<PromotedRegistration, string>({
      query: (id) => ({
        url: `/Registration/admin/${encodeURIComponent(id)}/promote`,
        method: 'POST',
      }),
      invalidatesTags: PLACE_CHANGE,
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
    /** A convention-day PDF, fetched with the session's token, for useDownload to save. */
    downloadConventionList: build.mutation<
      DownloadedFile,
      { list: ConventionDayList; conventionId: number }
    >({
      queryFn: ({ list, conventionId }, api) =>
        fetchFileUrl(
          `/Registration/admin/${list}?conventionId=${conventionId}`,
          api.getState,
          LIST_DOWNLOAD_FAILED,
          `${list}.pdf`,
        ),
    }),
    /** A convention's registrations: the active one's unless conventionId names another. */
    getActiveConventionRegistrations: build.query<
      AdminRegistration[],
      AdminRegistrationsQuery | void
    >({
      query: (params) => ({
        url: '/Registration/admin/active-convention-registrations',
        params: {
          conventionId: params?.conventionId,
          search: params?.search || undefined,
        },
      }),
      providesTags: [ADMIN_LIST],
    }),
    /**
     * Saved at once by the door team: every list shown (searched or not) has the new state before
     * the server answers, and goes back if it refuses.
     */
    setCheckedIn: build.mutation<AdminRegistration, CheckedInRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/Registration/admin/${encodeURIComponent(id)}/checked-in`,
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ id, checkedIn, sessionId }, { dispatch, getState, queryFulfilled }) {
        const { selectCachedArgsForQuery, updateQueryData } = adminRegistrationsApi.util;
        const patches = selectCachedArgsForQuery(
          getState(),
          'getActiveConventionRegistrations',
        ).map((args) =>
          dispatch(
            updateQueryData('getActiveConventionRegistrations', args, (draft) => {
              const row = draft.find((r) => r.id === id);
              if (!row) return;
              if (sessionId === undefined) {
                row.checkedIn = checkedIn;
                // Not at the convention is at none of its sessions.
                if (!checkedIn) row.checkedInSessionIds = [];
                return;
              }
              const others = row.checkedInSessionIds.filter((s) => s !== sessionId);
              row.checkedInSessionIds = checkedIn ? [...others, sessionId] : others;
              // Arriving for a session is arriving at the convention.
              if (checkedIn) row.checkedIn = true;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetActiveConventionRegistrationsQuery,
  useSetCheckedInMutation,
  useGetWaitingListQuery,
  usePromoteRegistrationMutation,
  useUpdateRegistrationMutation,
  useExportRegistrationsMutation,
  useDownloadConventionListMutation,
} = adminRegistrationsApi;
