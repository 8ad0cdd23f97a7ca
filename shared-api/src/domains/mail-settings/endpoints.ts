import type { MailSettings, MailSettingsChange } from '../../contract';
import { apiSlice } from '../../api-slice';

const PATH = '/User/me/notifications';

/** The signed-in member's email choices (their /profile). */
export const mailSettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMailSettings: build.query<MailSettings, void>({
      query: () => PATH,
      // Per account: a later sign-in as someone else must not see these.
      keepUnusedDataFor: 0,
    }),
    saveMailSettings: build.mutation<MailSettings, MailSettingsChange>({
      query: (body) => ({ url: PATH, method: 'PUT', body }),
      // The answer is the stored choice: the page shows it without asking again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(mailSettingsApi.util.upsertQueryData('getMailSettings', undefined, data));
        } catch {
          // A refused save leaves the stored choice as it was; the page shows the error.
        }
      },
    }),
  }),
});

export const { useGetMailSettingsQuery, useSaveMailSettingsMutation } = mailSettingsApi;
