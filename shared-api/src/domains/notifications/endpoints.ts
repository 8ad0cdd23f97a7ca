import type { Notification } from '../../contract';
import { apiSlice } from '../../api-slice';

/** The announcements visitors and members read; the organisers' calls are in 'shared-api/admin'. */
export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Anyone, every visit: the public announcements. */
    getPublicNotifications: build.query<Notification[], void>({
      query: () => '/Notification/public',
      providesTags: [{ type: 'Notification', id: 'PUBLIC' }],
      extraOptions: { auth: 'none' },
    }),
    /** USER and ADMIN; the server answers an empty list without a token. */
    getPrivateNotifications: build.query<Notification[], void>({
      query: () => '/Notification/private',
      providesTags: [{ type: 'Notification', id: 'PRIVATE' }],
      extraOptions: { auth: 'optional' },
    }),
  }),
});

export const { useGetPublicNotificationsQuery, useGetPrivateNotificationsQuery } = notificationsApi;
