import { useEffect, useState } from 'react';
import {
  CLUB_TIME_LABEL,
  compareSessionsByStart,
  formatClubDateTime,
  formatClubDayRange,
  getErrorMessage,
  useGetActiveConventionQuery,
  withClubTimeLabel,
  type Convention,
} from 'shared-api';
import { conventionWindow, ownTimeSuffix, prepareClubTimeZone } from '../countdown';
import { ConventionCountdown, CountdownPlaceholder } from './convention-countdown';

const NO_ACTIVE_CONVENTION = 'No active convention found';

/** The wall-clock value the countdown counts to: the first session, else the start date. */
const firstStart = (convention: Convention): string =>
  [...convention.sessions].sort(compareSessionsByStart)[0]?.startDateTime ?? convention.startDate;

/** '22/05/2027, 19:00 (Brussels time)'; abroad '22/05/2027, 19:00 Brussels time, 13:00 your time'. */
const startsAtText = (wire: string, start: number): string => {
  const own = ownTimeSuffix(start);
  const club = formatClubDateTime(wire);
  return own === '' ? withClubTimeLabel(club) : `${club} ${CLUB_TIME_LABEL}${own}`;
};

/**
 * The active convention's countdown: shown from now until the end of its last day, counting down
 * to its first session and then live. Its place is held while the answer is awaited; nothing
 * without one; a failed fetch is only logged.
 */
export const NextConventionCountdown = () => {
  const { data: convention, error, isLoading, isUninitialized } = useGetActiveConventionQuery();
  const [now] = useState(() => Date.now());

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
  return (
    <ConventionCountdown
      target={start}
      caption={`${convention.name} · ${formatClubDayRange(convention.startDate, convention.endDate)}`}
      startsAt={startsAtText(firstStart(convention), start)}
    />
  );
};
