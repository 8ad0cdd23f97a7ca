import { admin } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { downloaded } from '../support/downloads';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, registerWithParking } from '../support/invoice-fixtures';
import { createApprovedMember, type NewMember } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The door team's day: the lists print from the registrations page, and an attendee is checked
// in from a phone and stays checked in.
test.describe.configure({ mode: 'serial' });

type Setup = Awaited<ReturnType<typeof activateOwnWinterConvention>>;
let restore: Setup['restore'];
const attendees: Record<number, NewMember> = {};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  let convention: Setup['convention'];
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Convention Day'));
  for (const [width, name] of [
    [390, 'Dirk'],
    [1280, 'Nele'],
  ] as const) {
    const member = await createApprovedMember(request, name);
    await registerWithParking(request, member, convention, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      plate: `1-DAY-${width}`,
    });
    attendees[width] = member;
  }
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the organiser downloads the lists and checks an attendee in`, async ({
    page,
  }) => {
    test.slow();
    const attendee = attendees[width]!;
    const name = `${attendee.firstName} ${attendee.lastName}`;
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, admin);
    await page.goto('/admin/registrations');
    const perSession = page.getByRole('region', { name: 'Per Session' });
    // Both attendees play the first session; the other test may have checked one in already.
    await expect(perSession.getByText(/^2 registered · [01] checked in$/)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const list = await downloaded(page, () =>
      page.getByRole('button', { name: 'Check-in List (PDF)' }).click(),
    );
    // The convention's name and the day, so two conventions' lists stay apart in Downloads.
    expect(list).toEqual({
      name: expect.stringMatching(/^checkin-list-winter-convention-day-.*-\d{4}-\d{2}-\d{2}\.pdf$/),
      start: '%PDF-',
    });
    const badges = await downloaded(page, () =>
      page.getByRole('button', { name: 'Name Badges (PDF)' }).click(),
    );
    expect(badges).toEqual({
      name: expect.stringMatching(/^badges-winter-convention-day-.*-\d{4}-\d{2}-\d{2}\.pdf$/),
      start: '%PDF-',
    });

    await page.getByRole('combobox', { name: 'Export format' }).click();
    await page.getByRole('option', { name: 'Excel workbook (.xlsx)' }).click();
    const sheet = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    );
    // An .xlsx file is a zip archive.
    expect(sheet.name).toMatch(/^registrations-winter-convention-day-.*-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.start.slice(0, 2)).toBe('PK');

    // By keyboard, as on a phone with a keyboard attached: focus the box, press Space.
    const box = page.getByRole('checkbox', { name: `Checked in: ${name}` });
    await expect(box).not.toBeChecked();
    await box.focus();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/checked-in') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(box).toBeChecked();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Checked in: ${name}` })).toBeChecked();
    await expect(perSession.getByText(/^2 registered · [12] checked in$/)).toBeVisible();
    // The page's other answers in too: a button turning enabled as it is scanned reads as low
    // contrast.
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
