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

export interface ChooseOptions {
  /** Also store it on the signed-in member's account, which their mails follow. */
  save: boolean;
}

/**
 * Shows the site in a language and remembers it in this browser. A page whose address names its
 * language (/nl/tourist-info) is opened in the chosen one (/fr/tourist-info, /tourist-info).
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
      if (languageOfPath(pathname))
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
