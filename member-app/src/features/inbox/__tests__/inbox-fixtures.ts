import type { InboxItem, InboxPage, Reply } from 'shared-api';

export const ANN = { id: 'u-1', firstName: 'Ann', lastName: 'Peeters' };
export const ADMIN = { id: 'u-admin', firstName: 'Site', lastName: 'Admin' };

export const reply = (overrides: Partial<Reply> = {}): Reply => ({
  replyId: 'r-1',
  user: ADMIN,
  body: 'Pentecost weekend.',
  isAdminReply: true,
  createDate: '2031-05-02T09:30:00.000Z',
  ...overrides,
});

export const inboxItem = (overrides: Partial<InboxItem> = {}, noteId = 'n-1'): InboxItem => ({
  message: {
    noteId,
    title: 'Dates?',
    body: '<p>When is it?</p>',
    from: ANN,
    fromId: ANN.id,
    recipients: [
      { userId: ADMIN.id, email: null, firstName: 'Site', lastName: 'Admin', isRead: false },
      { userId: 'u-3', email: null, firstName: 'Org', lastName: 'Two', isRead: true },
    ],
    registrationId: null,
    tags: null,
    createDate: '2031-05-01T10:00:00.000Z',
  },
  isRead: true,
  replies: [],
  lastActivityDate: '2031-05-01T10:00:00.000Z',
  ...overrides,
});

export const inboxPage = (items: InboxItem[], overrides: Partial<InboxPage> = {}): InboxPage => ({
  items,
  totalCount: items.length,
  totalPages: 1,
  pageSize: 20,
  pageNumber: 1,
  ...overrides,
});
