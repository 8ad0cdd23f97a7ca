import type {
  CreateNotificationRequest,
  Notification,
  Tag,
  UpdateNotificationRequest,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

/** The organisers' list, and the public and private lists the main entry's reads provide. */
const NOTIFICATION_LISTS = [
  { type: 'Notification', id: 'LIST' },
  { type: 'Notification', id: 'PUBLIC' },
  { type: 'Notification', id: 'PRIVATE' },
] as const;

/** The organisers' announcements: every one, their tags, and the writes. */
export const adminNotificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Admin: every notification, newest first. */
    getNotifications: build.query<Notification[], void>({
      query: () => '/Notification',
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    getNotificationTags: build.query<Tag[], void>({
      query: () => '/Notification/tags',
      providesTags: ['Tag'],
    }),
    createNotification: build.mutation<Notification, CreateNotificationRequest>({
      query: (body) => ({ url: '/Notification', method: 'POST', body }),
      invalidatesTags: [...NOTIFICATION_LISTS],
    }),
    updateNotification: build.mutation<Notification, UpdateNotificationRequest>({
      query: (body) => ({ url: '/Notification', method: 'PUT', body }),
      invalidatesTags: [...NOTIFICATION_LISTS],
    }),
    deleteNotification: build.mutation<null, string>({
      query: (noteId) => ({ url: `/Notification/${encodeURIComponent(noteId)}`, method: 'DELETE' }),
      invalidatesTags: [...NOTIFICATION_LISTS],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetNotificationTagsQuery,
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  useDeleteNotificationMutation,
} = adminNotificationsApi;
