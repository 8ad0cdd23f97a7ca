import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { AdminRegistrationsPage } from '../support/pages/admin-registrations-page';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, api } from '../support/invoice-fixtures';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  type NewMember,
} from '../support/member-accounts';
import { RegisterEventPage } from '../support/pages/register-event-page';
import { signInViaApi } from '../support/session';

// A member picks, by keyboard, the games they bring (two copies of one) and want to play from the
// catalogue, and an attendee who agreed to be listed to play with, and finds them by name on My
// Registrations; the organisers' table planner then seats them at that attendee's table of the
// wanted game.
test.describe.configure({ mode: 'serial' });

interface CatalogueGame {
  id: string;
  title: string;
}

let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
/** The session everyone attends: the convention's first. */
let sessionName = '';
let listed: NewMember;
let unlisted: NewMember;
const pickers: NewMember[] = [];

const registerByApi = async (
  request: APIRequestContext,
  member: NewMember,
  conventionId: number,
  sessionId: number,
  picks: object,
) => {
  const token = await loginToken(request, member);
  const answer = await api(request, 'POST', '/api/Registration', token, {
    id: randomUUID(),
    conventionId,
    attendeeFirstName: member.firstName,
    attendeeLastName: member.lastName,
    attendeeEmail: member.email,
    attendeeYearOfBirth: 1990,
    sessions: [{ id: sessionId }],
    experienceLevel: 2,
    termsAccepted: true,
    ...picks,
  });
  if (answer.body.result !== 0) throw new Error(`registration: ${answer.body.errorMessage}`);
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const own = await activateOwnWinterConvention(request, 'Winter Picks');
  restore = own.restore;
  const adminToken = await loginToken(request, admin);
  const active = await api<{ sessions: { id: number; name: string }[] }>(
    request,
    'GET',
    '/api/Convention/active',
    adminToken,
  );
  const first = active.body.data.sessions.find((s) => s.id === own.convention.sessions[0]?.id);
  if (!first) throw new Error('the convention has no session');
  sessionName = first.name;
  const games = (await api<CatalogueGame[]>(request, 'GET', '/api/Games', adminToken)).body.data;
  const shikoku = games.find((game) => game.title === '1889');
  if (!shikoku) throw new Error('1889 is not in the catalogue');
  listed = await createApprovedMember(request, 'Rita');
  await registerByApi(request, listed, own.convention.id, first.id, {
    bringGameIds: [shikoku.id],
    wantGameIds: [shikoku.id],
    listedAsPlayPartner: true,
  });
  unlisted = await createApprovedMember(request, 'Carl');
  await registerByApi(request, unlisted, own.convention.id, first.id, {
    wantToPlayGames: '1889',
  });
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

const fitsAndPassesAxe = async (page: Page, name: string) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), name).toEqual([]);
};

for (const width of [390, 1280]) {
  test(`a member picks games and someone to play with by keyboard at ${width} px`, async ({
    page,
    request,
  }) => {
    test.slow();
    const member = await createApprovedMember(request, 'Pia');
    pickers.push(member);
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, credentialsOf(member));
    const registration = new RegisterEventPage(page);
    await registration.goto();
    await expect(registration.form).toBeVisible();

    // Found by alias; the same game again is a second copy.
    await registration.pickByKeyboard('Games I bring', '18 ches');
    await registration.pickByKeyboard('Games I bring', '18 ches');
    await expect(registration.picks('Games I bring')).toHaveText([
      '18Chesapeake',
      '18Chesapeake (copy 2)',
    ]);
    await registration.pickByKeyboard('Games I want to play', 'shikoku');
    await expect(registration.picks('Games I want to play')).toHaveText(['1889']);

    // Only the attendee who agreed is offered.
    const people = registration.picker('People I want to play with');
    await expect(people).toHaveAccessibleDescription(
      'Only attendees of this convention who agreed to be listed appear here.',
    );
    await people.focus();
    await page.keyboard.press('ArrowDown');
    const choices = page.getByRole('listbox');
    await expect(choices.getByRole('option', { name: listed.fullName })).toBeVisible();
    await expect(choices.getByRole('option', { name: unlisted.fullName })).toHaveCount(0);
    await fitsAndPassesAxe(page, `open list at ${width}`);
    await page.keyboard.press('Escape');
    await registration.pickByKeyboard('People I want to play with', listed.firstName);
    await expect(registration.picks('People I want to play with')).toHaveText([listed.fullName]);

    await registration.form
      .getByRole('checkbox', { name: 'Other attendees may pick me as someone to play with' })
      .check();
    await registration.fill({ sessions: [sessionName], experience: 'Intermediate' });
    await fitsAndPassesAxe(page, `filled form at ${width}`);
    await registration.submit.click();
    await expect(
      page.getByText('Registration successful! You will receive a confirmation email shortly.'),
    ).toBeVisible();

    // My Registrations names the picks as the form showed them.
    await page.goto('/my-registrations');
    const card = page
      .getByRole('region', { name: 'My Registration' })
      .getByRole('article', { name: member.fullName });
    const detail = (label: string) => card.getByText(`${label}:`).locator('..');
    await expect(detail('Catalogue games to bring')).toHaveText(
      'Catalogue games to bring: 18Chesapeake, 18Chesapeake (copy 2)',
    );
    await expect(detail('Catalogue games to play')).toHaveText('Catalogue games to play: 1889');
    await expect(detail('Listed people to play with')).toHaveText(
      `Listed people to play with: ${listed.fullName}`,
    );
    await expect(card).toContainText('May be picked to play with');
    await expect(card).not.toContainText(listed.email);
    await fitsAndPassesAxe(page, `my registrations at ${width}`);
  });

  test(`the organisers see the picks, and the planner seats the member at the picked partner's table at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(page, admin);
    // The organisers' list names the picks of the member who registered at this width.
    const registrations = new AdminRegistrationsPage(page);
    await registrations.goto();
    const details = await registrations.expand(pickers.at(-1)!.fullName);
    await expect(details).toContainText('18Chesapeake, 18Chesapeake (copy 2)');
    await expect(details).toContainText(listed.fullName);
    await expect(details).not.toContainText(listed.email);
    await fitsAndPassesAxe(page, `registration details at ${width}`);

    await page.goto('/admin/table-planner');
    await expect(page.getByRole('combobox', { name: 'Convention' })).toContainText('Winter Picks');

    await page.getByRole('button', { name: /^(Run Planner|Re-run around pins)$/ }).click();
    await expect(page.getByText('The tables are planned.').last()).toBeVisible({
      timeout: 60_000,
    });
    const table = page.getByRole('listitem', { name: '1889 table' });
    await expect(table.getByText(`Copy: ${listed.fullName}`)).toBeVisible();
    const players = table.getByRole('list', { name: 'Players' });
    for (const member of [listed, ...pickers]) {
      await expect(players.getByText(member.fullName, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await fitsAndPassesAxe(page, `board at ${width}`);
  });
}
