// A day as the API takes it: yyyy-mm-dd, a real day of the calendar, in years the database stores
// and the club's books can hold. JavaScript's Date rolls 2026-02-30 over to 2 March and takes year
// 0, which PostgreSQL's date type refuses.
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** Whether `text` is yyyy-mm-dd, a day that exists, between FIRST_DAY and LAST_DAY. */
export const isCalendarDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    text >= FIRST_DAY &&
    text <= LAST_DAY
  );
};
