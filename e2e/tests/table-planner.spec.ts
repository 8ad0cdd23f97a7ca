import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { downloaded } from '../support/downloads';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, api } from '../support/invoice-fixtures';
import { createApprovedMember, loginToken, type NewMember } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// An organiser plans the tables of a convention, moves players by keyboard (dragged with the arrow
// keys, and with the select), undoes the moves, pins a table, bans a seat, plans again around them,
// compares two versions of the plan (plays-twice, who moved), publishes and prints the table sheets;
// a member then sees their table on the dashboard and on My Registrations.
test.describe.configure({ mode: 'serial' });

let members: NewMember[] = [];
let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
let conventionId = 0;

// A name of this run's own, which the organiser tells the board means 1830.
const NICKNAME = `Thirty ${randomUUID().slice(0, 8)}`;

const WISHES = [
  { bring: 'Shikoku 1889', want: '1889' },
  { bring: '1830', want: '1830' },
  { bring: null, want: '1889, 1830' },
  { bring: null, want: NICKNAME },
  { bring: null, want: '1889' },
  { bring: null, want: 'A Game Nobody Has' },
];

const signedIn = async (browser: Browser, who: Credentials, width: number): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, { email: who.email, password: who.password });
  return page;
};

const fitsAndPassesAxe = async (page: Page, name: string) => {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page), name).toEqual([]);
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const own = await activateOwnWinterConvention(request, 'Winter Tables');
  restore = own.restore;
  conventionId = own.convention.id;
  const first = own.convention.sessions[0];
  if (!first) throw new Error('the convention has no session');
  members = [];
  for (const [index, wish] of WISHES.entries()) {
    const member = await createApprovedMember(
      request,
      ['Ria', 'Sam', 'Tom', 'Uma', 'Vic', 'Wes'][index]!,
    );
    const token = await loginToken(request, member);
    const answer = await api(request, 'POST', '/api/Registration', token, {
      id: randomUUID(),
      conventionId: own.convention.id,
      attendeeFirstName: member.firstName,
      attendeeLastName: member.lastName,
      attendeeEmail: member.email,
      attendeeYearOfBirth: 1990,
      attendeeNationality: 'Belgian',
      registerDifferentPerson: false,
      sessions: [{ id: first.id }],
      featuredGameIds: [],
      bringGames: wish.bring,
      wantToPlayGames: wish.want,
      experienceLevel: 2,
      parking: false,
      termsAccepted: true,
    });
    if (answer.body.result !== 0) throw new Error(`registration: ${answer.body.errorMessage}`);
    members.push(member);
  }
});

test.afterAll(async ({ request }) => {
  await restore(request);
  // The catalogue is the whole site's: the run's nickname leaves it again.
  const token = await loginToken(request, admin);
  const games = await api<{ aliases: string[] }[]>(request, 'GET', '/api/Games', token);
  const game = games.body.data.find((g) => g.aliases.includes(NICKNAME));
  if (game) {
    const aliases = game.aliases.filter((alias) => alias !== NICKNAME);
    await api(request, 'PUT', '/api/Games', token, { ...game, aliases });
  }
});

test('an organiser tells the board which game an unmatched wish meant, by keyboard at 390 px', async ({
  browser,
}) => {
  const page = await signedIn(browser, admin, 390);
  await page.goto('/admin/table-planner');
  const wishes = page.getByRole('region', { name: 'Unmatched wishes' });
  await expect(wishes).toContainText(`wants to play: "${NICKNAME}"`);
  await chooseByKeyboard(page, `Game meant by "${NICKNAME}"`, '1830');
  await wishes.getByRole('button', { name: `Add as alias: "${NICKNAME}"` }).press('Enter');
  await expect(page.getByText(`"${NICKNAME}" is now an alias of 1830.`)).toBeVisible();
  // Matched now, so it leaves the list; the wish nobody can meet stays for the organisers.
  await expect(wishes).not.toContainText(NICKNAME);
  await expect(wishes).toContainText('wants to play: "A Game Nobody Has"');
  await fitsAndPassesAxe(page, 'unmatched wishes at 390');
  await page.context().close();
});

/** Opens a select by keyboard and chooses an option: the first, or the one named. */
const chooseByKeyboard = async (page: Page, name: string, option?: string) => {
  const select = page.getByRole('combobox', { name }).first();
  await select.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  if (option) {
    // Typing the start of an option's text moves the focus to it.
    await page.keyboard.type(option);
    await expect(listbox.getByRole('option', { name: option, exact: true })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
};

/** What the other width's run left: pinned tables unpinned and bans lifted, by the board's buttons. */
const startAfresh = async (page: Page) => {
  const pinned = page.getByRole('button', { name: /^Pinned table \d+, / });
  while ((await pinned.count()) > 0) {
    await pinned.first().click();
    await expect(page.getByText('Table unpinned.').last()).toBeVisible();
  }
  const lift = page.getByRole('region', { name: 'Bans' }).getByRole('button', { name: /^Lift/ });
  while ((await lift.count()) > 0) {
    await lift.first().click();
    await expect(page.getByText('Ban lifted.').last()).toBeVisible();
  }
};

/** The players of a card, by name. */
const playersOf = async (card: Locator) =>
  (
    await card
      .getByRole('list', { name: 'Players' })
      .getByRole('listitem')
      .locator('p')
      .allTextContents()
  ).filter((text) => text.length > 0);

for (const width of [390, 1280]) {
  test(`an organiser plans, drags, pins, bans, re-runs, compares and publishes at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/table-planner');
    await expect(page.getByRole('heading', { level: 1, name: 'Table Planner' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Convention' })).toContainText('Winter Tables');
    await expect(page.getByText(/wants to play: "A Game Nobody Has"/)).toBeVisible();
    await startAfresh(page);

    await page.getByRole('button', { name: /^(Run Planner|Re-run around pins)$/ }).click();
    await expect(page.getByText('The tables are planned.').last()).toBeVisible({ timeout: 60_000 });
    const cards = page.getByRole('listitem', { name: /table$/ });
    await expect(cards.nth(1)).toBeVisible();
    await fitsAndPassesAxe(page, `board at ${width}`);

    // Dragged by keyboard: Space lifts, an arrow key goes to the next table, Space drops.
    const [dragged] = await playersOf(cards.first());
    const firstGame = await cards.first().getByRole('heading').textContent();
    if (!dragged) throw new Error('the first table has no player');
    const handle = cards.first().getByRole('button', { name: `Drag ${dragged}` });
    const box = await handle.boundingBox();
    expect(box?.width, 'a handle a finger can hit').toBeGreaterThanOrEqual(44);
    await handle.focus();
    const shown = await page.getByText(dragged, { exact: true }).count();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Picked up ${dragged}.`)).toBeAttached();
    // The player's name goes with the drag.
    await expect(page.getByText(dragged, { exact: true })).toHaveCount(shown + 1);
    // dnd-kit listens for the arrow keys only from a timer it sets on pick-up, and Chromium may
    // handle a key press before that timer: a later timer of the page's own runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await page.keyboard.press(width < 900 ? 'ArrowDown' : 'ArrowRight');
    await expect(page.getByText(new RegExp(`^${dragged} is over the .* table\\.$`))).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${dragged} moved.`)).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^${dragged} dropped on the .* table\\.$`)),
    ).toBeAttached();
    expect(await playersOf(cards.first())).not.toContain(dragged);
    expect(await playersOf(cards.nth(1))).toContain(dragged);
    // The focus stays with the player, in their new place.
    await expect(cards.nth(1).getByRole('button', { name: `Drag ${dragged}` })).toBeFocused();

    if (width >= 900) {
      // And by mouse, back where they came from, side by side on a desktop.
      const back = cards.nth(1).getByRole('button', { name: `Drag ${dragged}` });
      await back.scrollIntoViewIfNeeded();
      const from = await back.boundingBox();
      const to = await cards.first().boundingBox();
      if (!from || !to) throw new Error('the handle or the first table is not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
      await page.mouse.up();
      await expect(page.getByText(`${dragged} dropped on the ${firstGame} table.`)).toBeAttached();
      await expect.poll(() => playersOf(cards.first())).toContain(dragged);
    } else {
      // On a phone, back with the select, the explicit keyboard way: the first choice of the
      // player's menu is the first table. Every table keeps its players, so the member who checks
      // her table mates later still has them.
      await chooseByKeyboard(page, `Move ${dragged}`);
      await expect.poll(() => playersOf(cards.first())).toContain(dragged);
    }

    // Undo takes back the move back, then the keyboard move: one change at a time.
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The last change is undone.').last()).toBeVisible();
    await expect.poll(() => playersOf(cards.nth(1))).toContain(dragged);
    await undo.click();
    await expect.poll(() => playersOf(cards.first())).toContain(dragged);
    // Each player who wanted their table's game has its tick.
    await expect(page.getByRole('img', { name: /^Wants to play / }).first()).toBeVisible();

    // The table of the member who checks her tables later is pinned.
    const ria = members[0]!.firstName;
    const pinnedCard = cards
      .filter({ has: page.getByRole('list', { name: 'Players' }).getByText(ria) })
      .first();
    const pinnedGame = await pinnedCard.getByRole('heading').textContent();
    const pinnedPlayers = await playersOf(pinnedCard);
    await pinnedCard.getByRole('button', { name: /^Pin table \d+, / }).click();
    await expect(page.getByText('Table pinned.')).toBeVisible();

    // A seat at another table is banned: that player leaves it at once.
    const otherCard = cards
      .filter({ has: page.getByRole('button', { name: /^Pin table \d+, / }) })
      .filter({ has: page.getByRole('button', { name: /^Drag / }) })
      .first();
    const bannedGame = (await otherCard.getByRole('heading').textContent()) ?? '';
    const [banned] = await playersOf(otherCard);
    if (!banned) throw new Error('no player at an unpinned table');
    // A seat ban holds in its session; the player may still be given that game in another one.
    const bannedSession = await otherCard
      .locator('xpath=ancestor::section[1]')
      .getAttribute('aria-label');
    if (!bannedSession) throw new Error('the table is in no session section');
    await otherCard.getByRole('button', { name: `Ban ${banned} from ${bannedGame}` }).click();
    await expect(
      page.getByText(`${banned} will not be seated at ${bannedGame} in this session again.`),
    ).toBeVisible();
    const bans = page.getByRole('region', { name: 'Bans' });
    await expect(bans).toContainText(`${banned} not at ${bannedGame}`);
    await fitsAndPassesAxe(page, `board with a ban at ${width}`);

    // Planned again: the pinned table is as it was, and the banned seat stays empty of that player.
    await page.getByRole('button', { name: 'Re-run around pins' }).click();
    await expect(page.getByText('The tables are planned.').last()).toBeVisible({ timeout: 60_000 });
    const keptCard = page
      .getByRole('listitem', { name: `${pinnedGame} table` })
      .filter({ has: page.getByRole('button', { name: /^Pinned table \d+, / }) })
      .first();
    await expect(keptCard).toBeVisible();
    expect(await playersOf(keptCard)).toEqual(pinnedPlayers);
    // Among the players only: the banned player may still own the copy on that table.
    const bannedGameCards = page
      .getByRole('region', { name: bannedSession, exact: true })
      .getByRole('listitem', { name: `${bannedGame} table` });
    for (const card of await bannedGameCards.all()) {
      expect(await playersOf(card)).not.toContain(banned);
    }
    await expect(bans).toContainText(`${banned} not at ${bannedGame}`);

    // Two versions side by side: the draft and the run before it.
    const compare = page.getByRole('region', { name: 'Compare plans' });
    await compare.getByRole('button', { name: 'Show versions' }).click();
    const compared = compare.getByRole('table', { name: 'The two plans compared' });
    await expect(compared.getByRole('columnheader', { name: /\(draft\)$/ })).toBeVisible();
    await expect(compared.getByRole('rowheader', { name: 'Unseated' })).toBeVisible();
    await expect(compared.getByRole('rowheader', { name: 'Playing a game twice' })).toBeVisible();
    await expect(compare.getByRole('region', { name: 'Who moved' })).toContainText(
      /Who moved from version \d+ to version \d+/,
    );
    await expect(compare.getByRole('button', { name: /^Restore version \d+$/ })).toBeVisible();
    await fitsAndPassesAxe(page, `plans compared at ${width}`);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The tables are published.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    const sheets = await downloaded(page, () =>
      page.getByRole('button', { name: 'Print Table Sheets' }).click(),
    );
    expect(sheets).toEqual({
      name: expect.stringMatching(/^table-sheets-winter-tables-.*-\d{4}-\d{2}-\d{2}\.pdf$/),
      start: '%PDF-',
    });
    await fitsAndPassesAxe(page, `published board at ${width}`);
    await page.context().close();
  });

  test(`a member sees their tables on the dashboard and My Registrations at ${width} px`, async ({
    browser,
  }) => {
    const ria = members[0]!;
    const page = await signedIn(browser, ria, width);
    await page.goto('/dashboard');
    const onDashboard = page.getByRole('region', { name: 'My Tables' });
    await expect(onDashboard).toContainText(/1830|1889/);
    await expect(onDashboard).toContainText('With ');
    await fitsAndPassesAxe(page, `dashboard tables at ${width}`);

    await page.goto('/my-registrations');
    const tables = page.getByRole('region', { name: 'My Tables' });
    await expect(tables).toBeVisible();
    await expect(tables).toContainText(/1830|1889/);
    await expect(tables).toContainText('With ');
    await fitsAndPassesAxe(page, `my tables at ${width}`);
    await page.context().close();
  });
}

test('a second organiser with the board open sees a change the first one saved', async ({
  browser,
  request,
}) => {
  const token = await loginToken(request, admin);
  const { body } = await api<{
    version: number;
    attendees: { id: string; name: string }[];
    tables: { id: string; gameTitle: string; playerIds: string[]; pinned: boolean }[];
  }>(request, 'GET', `/api/Planner/${conventionId}`, token);
  const table = body.data.tables[0];
  const player = body.data.attendees.find((a) => a.id === table?.playerIds[0])?.name;
  if (!table || !player) throw new Error('the plan has no table with a player');

  const page = await signedIn(browser, admin, 1280);
  await page.goto('/admin/table-planner');
  const pin = page
    .getByRole('listitem', { name: `${table.gameTitle} table` })
    .filter({ has: page.getByRole('list', { name: 'Players' }).getByText(player) })
    .first()
    .getByRole('button', { name: new RegExp(`^Pin(ned)? table \\d+, ${table.gameTitle}$`) });
  await expect(pin).toHaveText(table.pinned ? 'Pinned' : 'Pin');

  // The first organiser pins or unpins that table from elsewhere.
  const saved = await api(request, 'PUT', `/api/Planner/${conventionId}/tables`, token, {
    version: body.data.version,
    tables: [{ id: table.id, playerIds: table.playerIds, pinned: !table.pinned }],
  });
  expect(saved.status).toBe(200);

  // Back on the board's window, the second organiser sees it without reloading.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(pin).toHaveText(table.pinned ? 'Pin' : 'Pinned');
  await page.context().close();
});

test('an organiser ignores a wish nobody can meet, by keyboard at 1280 px, and it stays ignored', async ({
  browser,
}) => {
  const page = await signedIn(browser, admin, 1280);
  await page.goto('/admin/table-planner');
  const wishes = page.getByRole('region', { name: 'Unmatched wishes' });
  await expect(wishes).toContainText('wants to play: "A Game Nobody Has"');
  // The label above the select shows the whole wish.
  await expect(wishes.getByText('Game meant by "A Game Nobody Has"')).toBeVisible();
  await wishes.getByRole('button', { name: /^Ignore: "A Game Nobody Has"/ }).press('Enter');
  await expect(page.getByText('"A Game Nobody Has" is ignored.')).toBeVisible();
  await expect(wishes).toHaveCount(0);
  await fitsAndPassesAxe(page, 'wishes ignored at 1280');
  // Stored: a fresh board leaves it out too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Table Planner' })).toBeVisible();
  await expect(page.getByText('A Game Nobody Has')).toHaveCount(0);
  await page.context().close();
});
