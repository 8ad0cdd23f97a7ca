export { AnnouncementAlerts } from './announcement-alerts';
export { announcementsWithTag, mergeAnnouncements } from './merge-announcements';
export { useAnnouncements } from './use-announcements';
