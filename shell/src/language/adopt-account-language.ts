import { accountLanguageApi, type AppDispatch, type Language } from 'shared-api';

/**
 * The language stored on the signed-in member's account; undefined when it cannot be read (the
 * site then stays in the language it shows). Loaded only once someone signs in.
 */
export const readAccountLanguage = async (dispatch: AppDispatch): Promise<Language | undefined> =>
  dispatch(
    accountLanguageApi.endpoints.getAccountLanguage.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  )
    .unwrap()
    .catch(() => undefined);
