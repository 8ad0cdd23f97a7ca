import { apiSlice } from '../../api-slice';
import { isLanguage, type Language } from '../languages/languages';

/**
 * The signed-in member's language, which their mails and documents are written in: read when they
 * sign in (the site then shows it), set by the navbar's switch. In the main entry, small: the shell
 * calls it on any page, signed in.
 */
export const accountLanguageApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The account's language as GET /api/User/me gives it; undefined when it names none of ours. */
    getAccountLanguage: build.query<Language | undefined, void>({
      query: () => '/User/me',
      transformResponse: (profile: { language?: unknown } | null) =>
        isLanguage(profile?.language) ? profile.language : undefined,
    }),
    setAccountLanguage: build.mutation<unknown, Language>({
      query: (language) => ({ url: '/User/me', method: 'PUT', body: { language } }),
    }),
  }),
});
