import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { expect, test } from '../support/fixtures';
import { api } from '../support/invoice-fixtures';
import { createApprovedMember, credentialsOf, loginToken } from '../support/member-accounts';
import { ConversationPage, InboxListPage } from '../support/pages/inbox-pages';
import { signInViaApi } from '../support/session';

// A member opens a conversation from the inbox and replies with the keyboard alone.
test('a member replies to a conversation with the keyboard alone', async ({ page, request }) => {
  const member = await createApprovedMember(request, 'Rik');
  const title = 'Table for four on Saturday';
  const sent = await api(request, 'POST', '/api/Inbox/contact', await loginToken(request, member), {
    title,
    body: '<p>Can we reserve a table?</p>',
  });
  expect(sent.body.result).toBe(0);
  await signInViaApi(page, credentialsOf(member));

  const inbox = new InboxListPage(page);
  await inbox.goto();
  await tabTo(page, inbox.conversation(title));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const conversation = new ConversationPage(page);
  await expect(conversation.message).toContainText('Can we reserve a table?');
  // Nothing to send yet: the button stays out of the way until there is text.
  await expect(conversation.sendReply).toBeDisabled();
  await tabTo(page, conversation.replyBox);
  await expectVisibleFocus(page);
  await page.keyboard.type('Four of us, from 10:00.');
  await tabTo(page, conversation.sendReply);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Reply sent successfully.')).toBeVisible();
  await expect(conversation.reply(member.fullName)).toContainText('Four of us, from 10:00.');
  await expect(conversation.replyBox).toHaveValue('');
});
