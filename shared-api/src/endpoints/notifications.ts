import type {
  CreateNotificationRequest,
  Notification,
  Tag,
  UpdateNotificationRequest,
} from '../contract';
import { apiSlice } from '../api-slice';

const NOTIFICATION_LISTS = [
  { type: 'Notification', id: 'LIST' },
  { type: 'Notification', id: 'PUBLIC' },
  { type: 'Notification', id: 'PRIVATE' },
] as const;

export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Anyone, every visit: the public announcements. */
    getPublicNotifications: build.query<Notification[], void>({
      query: () => '/Notification/public',
      providesTags: [{ type: 'Notification', id: 'PUBLIC' }],
      extraOptions: { auth: 'none' },
    }),
    /** USER and ADMIN; the server answers an empty list without a token. */
    getPrivateNotifications: build.query<Notification[], void>({
      query: () => '/Notification/private',
      providesTags: [{ type: 'Notification', id: 'PRIVATE' }],
      extraOptions: { auth: 'optional' },
    }),
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
  useGetPublicNotificationsQuery,
  useGetPrivateNotificationsQuery,
  useGetNotificationsQuery,
  useGetNotificationTagsQuery,
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  useDeleteNotificationMutation,
} = notificationsApi;
