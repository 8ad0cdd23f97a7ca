import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  accountLanguageApi,
  selectIsApproved,
  useAppDispatch,
  useAppSelector,
  type Language,
} from 'shared-api';
import { rememberLanguage, showLanguage } from 'shared-ui';
import { languageOfPath, pathInLanguage } from './language-path';
import { isLocalizedPage } from './localized-pages';

export interface ChooseOptions {
  /** Also store it on the signed-in member's account, which their mails follow. */
  save: boolean;
}

/**
 * Shows the site in a language and remembers it in this browser. A page that has an address in
 * each language (/tourist-info, /nl/tourist-info) is opened at the chosen one's, so that its
 * address says what it is in, as its hreflang alternates do.
 */
export const useChooseLanguage = () => {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // The account's settings are an approved member's (PUT /api/User/me).
  const member = useAppSelector(selectIsApproved);
  const dispatch = useAppDispatch();
  return useCallback(
    async (language: Language, { save }: ChooseOptions) => {
      // Messages first: the page in the new address is drawn in its language at once.
      await showLanguage(language);
      rememberLanguage(language);
      // The reader's own choice moves an English address too; following the account's language as
      // someone signs in leaves the page they are going to alone.
      if (languageOfPath(pathname) || (save && isLocalizedPage(pathname)))
        navigate(`${pathInLanguage(pathname, language)}${search}${hash}`);
      if (save && member) {
        // Not saved (offline, a lapsed session): the site still shows the language chosen, and the
        // account keeps its own until the next choice.
        await dispatch(accountLanguageApi.endpoints.setAccountLanguage.initiate(language))
          .unwrap()
          .catch((error: unknown) =>
            console.warn('The language was not saved on the account.', error),
          );
      }
    },
    [navigate, pathname, search, hash, member, dispatch],
  );
};
