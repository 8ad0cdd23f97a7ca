import { useEffect, useState } from 'react';
import {
  compareSessionsByStart,
  formatClubDateTime,
  formatClubDayRange,
  getErrorMessage,
  useGetActiveConventionQuery,
  type Convention,
} from 'shared-api';
import { useT } from '../../../i18n';
import { conventionWindow, ownTime, prepareClubTimeZone } from '../countdown';
import { ConventionCountdown, CountdownPlaceholder } from './convention-countdown';

const NO_ACTIVE_CONVENTION = 'No active convention found';

/** The wall-clock value the countdown counts to: the first session, else the start date. */
const firstStart = (convention: Convention): string =>
  [...convention.sessions].sort(compareSessionsByStart)[0]?.startDateTime ?? convention.startDate;

/**
 * The active convention's countdown: shown from now until the end of its last day, counting down
 * to its first session and then live. Its place is held while the answer is awaited; nothing
 * without one; a failed fetch is only logged.
 */
export const NextConventionCountdown = () => {
  const { data: convention, error, isLoading, isUninitialized } = useGetActiveConventionQuery();
  const [now] = useState(() => Date.now());
  const t = useT();

  useEffect(() => {
    const timer = setTimeout(prepareClubTimeZone);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (error && !getErrorMessage(error, '').includes(NO_ACTIVE_CONVENTION)) {
      console.error('Failed to load the active convention.', error);
    }
  }, [error]);

  if (!convention) return isLoading || isUninitialized ? <CountdownPlaceholder /> : null;
  const { start, end } = conventionWindow(convention);
  if (now > end) return null;
  const dateTime = formatClubDateTime(firstStart(convention));
  const own = ownTime(start);
  return (
    <ConventionCountdown
      target={start}
      caption={`${convention.name} · ${formatClubDayRange(convention.startDate, convention.endDate)}`}
      startsAt={
        // '22/05/2027, 19:00 (Brussels time)'; abroad '… Brussels time, 13:00 your time'.
        own === ''
          ? t('countdown.startsAt.club', { dateTime })
          : t('countdown.startsAt.abroad', { dateTime, own })
      }
    />
  );
};
