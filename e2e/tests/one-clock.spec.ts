import type { APIRequestContext } from '@playwright/test';
import { admin, member } from '../support/accounts';
import { rememberActiveConvention } from '../support/active-convention';
import {
  createClockConvention,
  januaryFriday,
  plusDays,
  setConventionActive,
  slashed,
  type ClockConvention,
} from '../support/clock-convention';
import { expect, test } from '../support/fixtures';
import { api } from '../support/invoice-fixtures';
import { loginToken } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// Every date the site shows is the club's (Brussels), whatever the browser's time zone: the
// convention's days, its sessions, the countdown, and when a message was sent.

let restoreActiveConvention: (request: APIRequestContext) => Promise<void> = async () => undefined;
let convention: ClockConvention;
let friday: Date;
let message: { noteId: string; createDate: string };

test.beforeAll(async ({ request }) => {
  restoreActiveConvention = await rememberActiveConvention(request);
  friday = januaryFriday();
  convention = await createClockConvention(request, `Clock Convention ${Date.now()}`, friday);
  await setConventionActive(request, convention);

  // The seeded member asks the organisers; the admin reads it.
  const token = await loginToken(request, member);
  const sent = await api<{ noteId: string }>(request, 'POST', '/api/Inbox/contact', token, {
    title: 'Which clock?',
    body: 'When does the Friday evening session start?',
  });
  const noteId = sent.body.data.noteId;
  const item = await api<{ message: { createDate: string } }>(
    request,
    'GET',
    `/api/Inbox/${encodeURIComponent(noteId)}`,
    token,
  );
  message = { noteId, createDate: item.body.data.message.createDate };
});

test.afterAll(async ({ request }) => {
  await restoreActiveConvention(request);
});

/** An instant as Brussels reads it, computed apart from the site's own code. */
const brussels = (instant: string): { day: string; dateTime: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return { day, dateTime: `${day}, ${parts.hour}:${parts.minute}` };
};

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    for (const width of [390, 1280]) {
      test(`at ${width} px shows the convention, sessions, countdown and messages on Brussels time`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 844 });
        await signInViaApi(page, admin);
        expect(
          await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
          'the browser really is abroad',
        ).toBe(timezoneId);
        const days = `${slashed(friday)} - ${slashed(plusDays(friday, 3))}`;
        const fridayEvening = `${slashed(friday)}, 19:00`;

        // /register-event: the header and the sessions.
        await page.goto('/register-event');
        await expect(
          page.getByRole('heading', { level: 1, name: `Register for ${convention.name}` }),
        ).toBeVisible();
        await expect(page.getByText(days, { exact: true })).toBeVisible();
        const form = page.getByRole('form', { name: 'Registration form' });
        await expect(
          form.getByRole('checkbox', { name: `Friday Evening (${fridayEvening})` }),
        ).toBeVisible();
        await expect(
          form.getByRole('checkbox', {
            name: `Monday Day (${slashed(plusDays(friday, 3))}, 10:00)`,
          }),
        ).toBeVisible();
        await expect(form.getByText('Times are Brussels time (CET/CEST).')).toBeVisible();

        // The home page's countdown: its caption, its target and the time left to it.
        await page.goto('/');
        const countdown = page.getByRole('region', { name: 'Next Convention Starts In:' });
        await expect(countdown).toContainText(`${convention.name} · ${days}`);
        // Beside it the browser's own time: in January 19:00 in Brussels is 10:00 in Los Angeles
        // and 03:00 the next morning in Tokyo.
        const ownTime =
          timezoneId === 'Asia/Tokyo'
            ? `${slashed(plusDays(friday, 1)).slice(0, 5)}, 03:00`
            : '10:00';
        await expect(countdown).toContainText(
          `Starts ${fridayEvening} Brussels time, ${ownTime} your time`,
        );
        // 19:00 in Brussels in January is 18:00 UTC.
        const target = friday.getTime() + 18 * 60 * 60 * 1000;
        const label = await countdown.getByRole('timer').getAttribute('aria-label');
        const [d, h, m] = (label?.match(/^(\d+) days, (\d+) hours and (\d+) minutes left$/) ?? [])
          .slice(1)
          .map(Number);
        const shownMinutes = (d ?? 0) * 1440 + (h ?? 0) * 60 + (m ?? 0);
        const expectedMinutes = (target - Date.now()) / 60_000;
        expect(Math.abs(shownMinutes - expectedMinutes), `countdown ${label}`).toBeLessThan(3);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);

        // The dashboard opens as usual (it shows no dates of its own).
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();

        // The inbox and the conversation: when the message was sent, on the club's clock.
        const sentAt = brussels(message.createDate);
        await page.goto('/inbox');
        await expect(page.getByText('Which clock?').first()).toBeVisible();
        await expect(
          page
            .getByText(new RegExp(`^${sentAt.day.replaceAll('/', '\\/')}( · Replies: 0)?$`))
            .first(),
        ).toBeVisible();
        await page.goto(`/inbox/conversation/${encodeURIComponent(message.noteId)}`);
        await expect(page.getByText(`${sentAt.dateTime} (Brussels time)`)).toBeVisible();

        // The admin's list of conventions.
        await page.goto('/admin/convention-management');
        await expect(
          page.getByRole('region', { name: 'Upcoming & Active Conventions' }),
        ).toContainText(days);
      });
    }
  });
}
