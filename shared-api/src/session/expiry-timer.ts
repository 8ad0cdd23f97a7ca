/** Browsers run a timeout of more than 2^31 - 1 ms at once, so longer waits go in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Calls `onExpired` once the clock reaches `expiresAt` (ms since the epoch); returns a cancel function. */
export const startExpiryTimer = (expiresAt: number, onExpired: () => void): (() => void) => {
  let id: ReturnType<typeof setTimeout>;
  const schedule = () => {
    const remaining = expiresAt - Date.now();
    if (remaining <= 0) {
      onExpired();
      return;
    }
    id = setTimeout(schedule, Math.min(remaining, MAX_TIMEOUT_MS));
  };
  // Always async, so a session restored with a token about to expire still renders once first.
  id = setTimeout(schedule, 0);
  return () => clearTimeout(id);
};
