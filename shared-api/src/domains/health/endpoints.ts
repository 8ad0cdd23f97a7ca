import { apiSlice } from '../../api-slice';

export interface HealthStatus {
  status: 'ok';
}

export const healthApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthStatus, void>({
      query: () => '/health',
      extraOptions: { auth: 'none' },
    }),
  }),
});

export const { useHealthQuery } = healthApi;
