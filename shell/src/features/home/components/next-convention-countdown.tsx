import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { getErrorMessage, useGetActiveConventionQuery } from 'shared-api';
import { conventionWindow, prepareClubTimeZone } from '../countdown';
import { ConventionCountdown, CountdownPlaceholder } from './convention-countdown';

const NO_ACTIVE_CONVENTION = 'No active convention found';

// Wire dates carry the club's calendar day as UTC.
const clubDate = (wire: string) => dayjs.utc(wire).format('DD/MM/YYYY');

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
      caption={`${convention.name} · ${clubDate(convention.startDate)} – ${clubDate(convention.endDate)}`}
    />
  );
};
