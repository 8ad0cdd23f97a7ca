// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';
import { fetchFileUrl, type DownloadedFile } from '../../file-download';

export const TABLE_SHEETS_DOWNLOAD_FAILED =
  'Could not download the table sheets. Publish the tables first, then try again.';

export const plannerSheetsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The published tables as a PDF to print, a page per session, for useDownload to save. */
    downloadTableSheets: build.mutation<DownloadedFile, { conventionId: number }>({
      queryFn: ({ conventionId }, api) =>
        fetchFileUrl(
          `/Planner/${conventionId}/sheets.pdf`,
          api.getState,
          TABLE_SHEETS_DOWNLOAD_FAILED,
          'table-sheets.pdf',
        ),
    }),
  }),
});

export const { useDownloadTableSheetsMutation } = plannerSheetsApi;
