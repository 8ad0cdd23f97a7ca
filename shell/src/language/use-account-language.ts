import { useEffect, useEffectEvent, useRef } from 'react';
import {
  selectCurrentUser,
  selectIsApproved,
  selectSessionStatus,
  useAppDispatch,
  useAppSelector,
  type Language,
} from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useChooseLanguage } from './use-choose-language';

/**
 * A member who signs in (or whose session is restored as the page loads) sees the site in the
 * language of their account, which this browser then remembers. The reading is fetched only then:
 * a visitor's pages never download it. Only an approved member has the account settings (an
 * account awaiting approval follows this browser's choice until then).
 */
export const useAccountLanguage = (): void => {
  const ready = useAppSelector(selectSessionStatus) === 'ready';
  const approved = useAppSelector(selectIsApproved);
  const signedIn = useAppSelector(selectCurrentUser)?.id ?? null;
  const userId = approved ? signedIn : null;
  const dispatch = useAppDispatch();
  const { language: shown } = useLanguage();
  const choose = useChooseLanguage();
  const adoptedFor = useRef<string | null>(null);

  const adopt = useEffectEvent((forUser: string, language: Language | undefined) => {
    // Signed out, or someone else signed in, while the account was read: not theirs to follow.
    if (forUser !== userId || !language || language === shown) return;
    void choose(language, { save: false }).catch(() => undefined);
  });

  useEffect(() => {
    if (!ready || adoptedFor.current === userId) return;
    adoptedFor.current = userId;
    if (userId === null) return;
    void import('./adopt-account-language')
      .then(({ readAccountLanguage }) => readAccountLanguage(dispatch))
      .then((language) => adopt(userId, language));
  }, [ready, userId, dispatch]);
};
