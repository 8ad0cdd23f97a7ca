import type { LogPage, LogQuery } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

export const logsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/Logs (admin): a read, hence a query, though the filter travels as a body. */
    getLogs: build.query<LogPage, LogQuery>({
      query: (body) => ({ url: '/Logs', method: 'POST', body }),
      providesTags: [{ type: 'Log', id: 'LIST' }],
    }),
  }),
});

export const { useGetLogsQuery } = logsApi;
