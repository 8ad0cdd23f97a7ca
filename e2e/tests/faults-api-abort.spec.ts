import { member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { ContactPage, InboxListPage } from '../support/pages/inbox-pages';
import { RegisterPage } from '../support/pages/register-page';
import { signInViaApi } from '../support/session';

// Faults: the API dies while a form is being sent. The browser sees the connection
// reset; the user sees a clear error, keeps what they typed and can send it again once it is back.

const NETWORK_ERROR = 'Could not reach the server. Please try again.';

test('a Contact Us message whose request is cut keeps its text and goes out on the second try', async ({
  page,
}) => {
  const subject = `Cut connection ${Date.now()}`;
  const message = 'Is there a table for 18Chesapeake on Saturday?\nWe are four players.';
  const send = '**/api/Inbox/contact';
  await page.route(send, (route) => route.abort('connectionreset'));
  await signInViaApi(page, member);
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.subject.fill(subject);
  await contact.message.fill(message);
  await contact.send.click();

  await expect(page.getByText(NETWORK_ERROR)).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(contact.subject).toHaveValue(subject);
  await expect(contact.message).toHaveValue(message);

  await page.unroute(send);
  await contact.send.click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(new InboxListPage(page).conversation(subject)).toBeVisible();
});

test('a sign-up whose request fails keeps the form filled and succeeds when sent again', async ({
  page,
}) => {
  const details = {
    firstName: 'Fenna',
    lastName: 'Faultline',
    email: `fenna.faultline.${Date.now()}@example.be`,
    password: 'Cut-Connection-7!',
  };
  const register = '**/api/Auth/register';
  await page.route(register, (route) => route.abort('failed'));
  const signUp = new RegisterPage(page);
  await signUp.goto();
  await signUp.signUp(details);

  await expect(page.getByText(NETWORK_ERROR)).toBeVisible();
  await expect(signUp.field('First Name')).toHaveValue(details.firstName);
  await expect(signUp.field('Last Name')).toHaveValue(details.lastName);
  await expect(signUp.field('Email')).toHaveValue(details.email);

  await page.unroute(register);
  await signUp.submit.click();
  await expect(signUp.checkEmailHeading).toBeVisible();
});
