import { callApi } from './api-client';

export const ANNOUNCEMENT_COUNT = 20;

const DAY = 24 * 60 * 60 * 1000;

const body = (index: number) =>
  `<p>Announcement ${index + 1}: the <strong>spring convention</strong> in Mechelen opens its ` +
  'doors on Friday evening. Bring your own copy of 1830 or 18Chesapeake, or join a table of ' +
  'newcomers. <a href="https://18xx.be">Read more</a>.</p><ul><li>Parking behind the hall</li>' +
  '<li>Lunch served at noon</li></ul>';

/** The 20 current public announcements every visitor's home page lists, written as an admin would. */
export const addAnnouncements = async (baseUrl: string, adminToken: string): Promise<void> => {
  const tags = await callApi<{ id: number; code: string }[]>(
    baseUrl,
    'GET',
    '/api/Notification/tags',
    {
      token: adminToken,
    },
  );
  const publicTag = tags.find((tag) => tag.code.toUpperCase() === 'PUBLIC');
  if (!publicTag) throw new Error('No PUBLIC tag.');
  for (let index = 0; index < ANNOUNCEMENT_COUNT; index++) {
    await callApi(baseUrl, 'POST', '/api/Notification', {
      token: adminToken,
      body: {
        title: `Convention news ${index + 1}`,
        body: body(index),
        validFrom: new Date(Date.now() - DAY).toISOString(),
        validTo: new Date(Date.now() + 60 * DAY).toISOString(),
        isActive: true,
        tags: [publicTag],
      },
    });
  }
};
