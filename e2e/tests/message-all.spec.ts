import { randomUUID } from 'node:crypto';
import { admin } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activateOwnWinterConvention, api, registerWithParking } from '../support/invoice-fixtures';
import {
  createApprovedMember,
  credentialsOf,
  loginToken,
  type NewMember,
} from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// The organiser writes once to everyone registered for one session: those registrants find it in
// their inbox, the others do not.
test.describe.configure({ mode: 'serial' });

type Convention = Awaited<ReturnType<typeof activateOwnWinterConvention>>['convention'];
let convention: Convention;
let restore: Awaited<ReturnType<typeof activateOwnWinterConvention>>['restore'];
let firstSessionName: string;
let playsFirst: NewMember;
let playsSecond: NewMember;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ convention, restore } = await activateOwnWinterConvention(request, 'Winter Message All'));
  const sessions = convention.sessions as { id: number; name: string }[];
  firstSessionName = sessions[0]!.name;
  playsFirst = await createApprovedMember(request, 'Fien');
  await registerWithParking(request, playsFirst, convention, {
    firstName: playsFirst.firstName,
    lastName: playsFirst.lastName,
    email: playsFirst.email,
    plate: '1-FIE-001',
  });
  playsSecond = await createApprovedMember(request, 'Sam');
  const answer = await api(
    request,
    'POST',
    '/api/Registration',
    await loginToken(request, playsSecond),
    {
      id: randomUUID(),
      conventionId: convention.id,
      attendeeFirstName: playsSecond.firstName,
      attendeeLastName: playsSecond.lastName,
      attendeeEmail: playsSecond.email,
      attendeeYearOfBirth: 1985,
      attendeeNationality: 'Dutch',
      registerDifferentPerson: false,
      sessions: [{ id: sessions[1]!.id }],
      featuredGameIds: [],
      experienceLevel: 1,
      parking: false,
      termsAccepted: true,
    },
  );
  expect(answer.status).toBe(200);
});

test.afterAll(async ({ request }) => {
  await restore(request);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the organiser messages one session's registrants, and only they get it`, async ({
    page,
  }) => {
    test.slow();
    const title = `Tables for ${firstSessionName} (${width})`;
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, admin);
    await page.goto('/admin/registrations');
    await page.getByRole('button', { name: 'Message All Registrants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message All Registrants' });
    await expect(
      dialog.getByText(
        `This message goes to 2 registrants: everyone registered for ${convention.name}.`,
      ),
    ).toBeVisible();

    // By keyboard: the list of audiences opens, the first session is chosen with the arrows.
    await dialog.getByRole('combobox', { name: 'Send to' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText(
        `This message goes to 1 registrant: everyone registered for ${firstSessionName}.`,
      ),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Doors open at 18:00.');
    await dialog.getByRole('button', { name: 'Send to 1' }).click();
    await expect(page.getByText('Message sent to 1 registrant.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await signInViaApi(page, credentialsOf(playsFirst));
    await page.goto('/inbox');
    await expect(page.getByText(title)).toBeVisible();

    await signInViaApi(page, credentialsOf(playsSecond));
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });
}
