import type { Language, Notification } from '../../contract';
import { apiSlice } from '../../api-slice';

/**
 * The announcements visitors and members read; the organisers' calls are in 'shared-api/admin'.
 * The server answers each in the language the page is shown in: pass that language, so that each
 * language has its own cached list and a switch fetches the new one. It goes in the address
 * (?language=nl) rather than only in Accept-Language, so that an answer the browser preloaded or
 * cached for one language is never taken for another's.
 */
const inLanguage = (path: string, language: Language | void): string =>
  language ? `${path}?language=${language}` : path;

export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Anyone, every visit: the public announcements. */
    getPublicNotifications: build.query<Notification[], Language | void>({
      query: (language) => inLanguage('/Notification/public', language),
      providesTags: [{ type: 'Notification', id: 'PUBLIC' }],
      extraOptions: { auth: 'none' },
    }),
    /** USER and ADMIN; the server answers an empty list without a token. */
    getPrivateNotifications: build.query<Notification[], Language | void>({
      query: (language) => inLanguage('/Notification/private', language),
      providesTags: [{ type: 'Notification', id: 'PRIVATE' }],
      extraOptions: { auth: 'optional' },
    }),
  }),
});

export const { useGetPublicNotificationsQuery, useGetPrivateNotificationsQuery } = notificationsApi;
