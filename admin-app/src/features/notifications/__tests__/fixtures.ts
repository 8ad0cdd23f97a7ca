import type { Notification, Tag } from 'shared-api';

export const TAGS: Tag[] = [
  { id: 1, code: 'PUBLIC' },
  { id: 2, code: 'PRIVATE' },
  { id: 3, code: 'NOTIFICATION' },
  { id: 4, code: 'HOMEPAGE' },
  { id: 5, code: 'CONVENTION' },
];

export const tag = (code: string): Tag => {
  const found = TAGS.find((t) => t.code === code);
  if (!found) throw new Error(code);
  return found;
};

let next = 0;
export const notification = (overrides: Partial<Notification> = {}): Notification => {
  next += 1;
  return {
    noteId: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    userId: 'admin',
    title: `Notice ${next}`,
    body: null,
    validFrom: '2026-05-01T00:00:00.000Z',
    validTo: '2026-05-10T00:00:00.000Z',
    isActive: true,
    tags: [tag('PUBLIC'), tag('HOMEPAGE')],
    createDate: `2026-04-${String(next).padStart(2, '0')}T10:00:00.000Z`,
    ...overrides,
  };
};
