import { useMemo } from 'react';
import { formatClubDateTime, formatMoment, type ClubDateValue } from 'shared-api';
import { yourTime } from 'shared-api/member';
import { useLanguage } from 'shared-ui';
import { useT } from './i18n';

/**
 * Session times as the member pages show them, in the language shown: shared-api's formats on the
 * club's clock, with this package's words naming it, and the reader's own time beside it when the
 * browser is in another zone.
 */
export const useClubTimes = () => {
  const t = useT();
  const { language } = useLanguage();
  return useMemo(() => {
    const dateTime = (wire: ClubDateValue): string => formatClubDateTime(wire, language);
    const yourTimeSuffix = (wire: ClubDateValue, zone?: string): string => {
      const yours = yourTime(wire, zone, language);
      return yours === null ? '' : t('time.yoursSuffix', { yours });
    };
    return {
      /** 'Saturday morning (22/05/2027, 09:00)'. */
      sessionLabel: (session: { name: string; startDateTime: ClubDateValue }): string =>
        t('session.label', { name: session.name, start: dateTime(session.startDateTime) }),
      yourTimeSuffix,
      /** '22/05/2027, 19:00 (Brussels time)', or with '13:00 your time' in another zone. */
      forReader: (wire: ClubDateValue, zone?: string): string => {
        const yours = yourTime(wire, zone, language);
        const time = dateTime(wire);
        return yours === null
          ? t('time.clubLabelled', { time })
          : t('time.clubAndYours', { time, yours });
      },
      /** When something happened, on the club's clock with its zone named. */
      clubMoment: (instant: ClubDateValue): string =>
        t('time.clubLabelled', { time: formatMoment(instant, language) }),
    };
  }, [t, language]);
};
