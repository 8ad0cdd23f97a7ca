import { useEffect, useState } from 'react';
import { remainingUntil, type Remaining } from '../countdown';

/** The countdown refreshes every second. */
export const COUNTDOWN_TICK_MS = 1000;

/** Time left until `target`, refreshed every second; null once it has come. */
export const useCountdown = (target: number): Remaining | null => {
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= target;

  useEffect(() => {
    if (passed) return undefined;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [passed]);

  return remainingUntil(target, now);
};
