import { z } from 'zod';

/** Said in the API document of every convention and session time, so a client reads it right. */
export const WALL_CLOCK_DESCRIPTION =
  "The club's Brussels wall clock (Europe/Brussels) written with a Z as if it were UTC: " +
  "'2026-05-22T19:00:00.000Z' is 19:00 in Mechelen. Read its UTC fields as the local time; " +
  'converting it from UTC to another zone shifts it.';

/** A convention or session time as it travels in answers (see WALL_CLOCK_DESCRIPTION). */
export const wallClockString = () => z.string().describe(WALL_CLOCK_DESCRIPTION);
