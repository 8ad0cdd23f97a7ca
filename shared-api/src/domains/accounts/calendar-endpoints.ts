import type { CalendarToken } from '../../contract';
import { apiSlice } from '../../api-slice';
import { fetchFileUrl, type DownloadedFile } from '../../file-download';

export const CALENDAR_FILE_NAME = '18xx-belgium.ics';
export const CALENDAR_DOWNLOAD_FAILED = 'Could not download your calendar. Please try again.';

/** The member's calendar: the private feed's address (/profile) and the file (/my-registrations). */
export const calendarApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A new address each time: the previous one stops working. */
    renewCalendarToken: build.mutation<CalendarToken, void>({
      query: () => ({ url: '/User/me/calendar-token', method: 'POST' }),
    }),
    /** The calendar, for useDownload to save. */
    downloadMyCalendar: build.mutation<DownloadedFile, void>({
      queryFn: (_arg, api) =>
        fetchFileUrl(
          '/User/me/calendar.ics',
          api.getState,
          CALENDAR_DOWNLOAD_FAILED,
          CALENDAR_FILE_NAME,
        ),
    }),
  }),
});

export const { useRenewCalendarTokenMutation, useDownloadMyCalendarMutation } = calendarApi;
