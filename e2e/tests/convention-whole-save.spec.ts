import { admin } from '../support/accounts';
import {
  conventionById,
  createClockConvention,
  januaryFriday,
  plusDays,
  typed,
  type ClockConvention,
} from '../support/clock-convention';
import { expect, test } from '../support/fixtures';
import { api } from '../support/invoice-fixtures';
import { loginToken } from '../support/member-accounts';
import { ConventionManagementPage } from '../support/pages/convention-management-page';
import { signInViaApi } from '../support/session';

// The convention modal saves all of its changes or none; Set Active says what it deactivates.

let convention: ClockConvention;
let friday: Date;

test.beforeAll(async ({ request }) => {
  friday = januaryFriday(3);
  convention = await createClockConvention(request, `Whole Save ${Date.now()}`, friday);
});

test('one valid and one invalid session time: nothing is saved and the error shows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const conventions = new ConventionManagementPage(page);
  await signInViaApi(page, admin);
  await conventions.goto();
  await page.getByRole('button', { name: `Edit ${convention.name}` }).click();
  const edit = conventions.dialog('Edit Convention');
  const name = edit.getByRole('textbox', { name: 'Convention Name' });
  await name.fill(`${convention.name}, renamed`);
  // Valid: Saturday's day session half an hour later. Invalid: Friday evening ends before 19:00.
  const saturday = plusDays(friday, 1);
  await conventions.typeIntoPicker(edit, 'Saturday Day start', `${typed(saturday)}1030`);
  await conventions.typeIntoPicker(edit, 'Friday Evening end', `${typed(friday)}1800`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('A session cannot end before it starts.');
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  expect(await conventionById(request, convention.id)).toEqual(convention);
});

test('the server refuses the whole save when one change is refused', async ({ request }) => {
  const [first, second] = convention.sessions;
  if (!first || !second) throw new Error('the spring schedule has sessions');
  const token = await loginToken(request, admin);
  const answer = await api(request, 'PUT', '/api/Convention', token, {
    conventionId: convention.id,
    name: `${convention.name}, renamed`,
    isActive: false,
    sessions: [
      { sessionId: first.id, startDateTime: first.startDateTime, endDateTime: null },
      {
        sessionId: second.id,
        startDateTime: second.startDateTime,
        endDateTime: first.startDateTime,
      },
    ],
  });
  expect([answer.status, answer.body.errorMessage]).toEqual([
    400,
    'A session cannot end before it starts.',
  ]);
  expect(await conventionById(request, convention.id)).toEqual(convention);
});

test("Set Active's confirmation names the live convention it would deactivate", async ({
  page,
  request,
}) => {
  const live = await request.get('/api/Convention/active');
  const liveName = ((await live.json()) as { data: { name: string } }).data.name;
  const conventions = new ConventionManagementPage(page);
  await signInViaApi(page, admin);
  await conventions.goto();
  await page.getByRole('button', { name: `Set Active: ${convention.name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `Are you sure you want to set as active "${convention.name}"? "${liveName}" is active now and will be deactivated.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await conventionById(request, convention.id)).isActive).toBe(false);
});
