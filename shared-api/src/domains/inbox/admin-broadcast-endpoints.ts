import type {
  BroadcastAudience,
  BroadcastAudienceSize,
  BroadcastRequest,
  BroadcastSent,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** One message to every registrant of a convention or of one of its sessions. */
export const broadcastApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBroadcastAudience: build.query<BroadcastAudienceSize, BroadcastAudience>({
      query: (audience) => ({
        url: '/Inbox/admin/message/broadcast/audience',
        params: { ...audience },
      }),
      // The count must be the one the message will reach: never an old answer.
      keepUnusedDataFor: 0,
    }),
    sendBroadcast: build.mutation<BroadcastSent, BroadcastRequest>({
      query: (body) => ({ url: '/Inbox/admin/message/broadcast', method: 'POST', body }),
      invalidatesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
  }),
});

export const { useGetBroadcastAudienceQuery, useSendBroadcastMutation } = broadcastApi;
