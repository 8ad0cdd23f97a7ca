import { formatClubDay, type Language } from 'shared-api/contract';

/**
 * The day payment is due: paymentDueDays before the convention's first day (a wall-clock date
 * stored with a Z), as yyyy-mm-dd.
 */
export const dueDate = (conventionStart: Date, paymentDueDays: number): string => {
  const day = new Date(
    Date.UTC(
      conventionStart.getUTCFullYear(),
      conventionStart.getUTCMonth(),
      conventionStart.getUTCDate() - paymentDueDays,
    ),
  );
  return day.toISOString().slice(0, 10);
};

/** yyyy-mm-dd as the invoice writes it: dd/mm/yyyy, as the reader's language writes it. */
export const displayDay = (isoDay: string, language: Language = 'en'): string =>
  formatClubDay(isoDay, language);
