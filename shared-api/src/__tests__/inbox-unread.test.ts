import {
  recipientNames,
  summarizeUnread,
  textToHtml,
  totalPagesFor,
  unreadMessagesText,
  type InboxItem,
} from '..';
import { IBAN_INVALID, invoiceFeesFormSchema, PAYMENT_DUE_DAYS_INVALID } from '../contract';

const item = (title: string, isRead: boolean): InboxItem => ({
  message: {
    noteId: title,
    title,
    body: '<p>x</p>',
    from: { id: 'a', firstName: 'Site', lastName: 'Admin' },
    fromId: 'a',
    recipients: [],
    registrationId: null,
    tags: null,
    createDate: '2031-01-01T10:00:00.000Z',
  },
  isRead,
  replies: [],
  lastActivityDate: '2031-01-01T10:00:00.000Z',
});

describe('the unread summary behind the navbar envelope and the dashboard cards', () => {
  it('counts unread messages and spots an unread invoice', () => {
    expect(summarizeUnread([])).toEqual({ unreadCount: 0, hasUnreadInvoice: false });
    expect(
      summarizeUnread([item('Welcome', false), item('Registration Invoice — Spring', true)]),
    ).toEqual({ unreadCount: 1, hasUnreadInvoice: false });
    expect(
      summarizeUnread([item('Registration Invoice — Spring', false), item('Hello', false)]),
    ).toEqual({ unreadCount: 2, hasUnreadInvoice: true });
  });

  it('only a title starting with Registration Invoice is an invoice', () => {
    expect(summarizeUnread([item('Your Registration Invoice', false)]).hasUnreadInvoice).toBe(
      false,
    );
  });

  it('words the My Inbox card', () => {
    expect(unreadMessagesText(0)).toBe('No unread messages');
    expect(unreadMessagesText(1)).toBe('1 unread message');
    expect(unreadMessagesText(7)).toBe('7 unread messages');
  });
});

describe('paging', () => {
  it('rounds the number of pages up', () => {
    expect(totalPagesFor(0, 20)).toBe(0);
    expect(totalPagesFor(20, 20)).toBe(1);
    expect(totalPagesFor(21, 20)).toBe(2);
    expect(totalPagesFor(45, 20)).toBe(3);
  });
});

describe('messages typed as text', () => {
  it('become escaped HTML paragraphs with line breaks', () => {
    expect(textToHtml('  Hello <b>you</b> & me\nsecond line\n\n\nNew paragraph  ')).toBe(
      '<p>Hello &lt;b&gt;you&lt;/b&gt; &amp; me<br>second line</p><p>New paragraph</p>',
    );
  });

  it('join recipients with commas, or N/A', () => {
    expect(recipientNames([])).toBe('N/A');
    expect(
      recipientNames([
        { userId: '1', email: null, firstName: 'Ann', lastName: 'Peeters', isRead: true },
        { userId: '2', email: null, firstName: 'Bob', lastName: 'Maes', isRead: false },
      ]),
    ).toBe('Ann Peeters, Bob Maes');
  });
});

describe('the invoice fee form', () => {
  const valid = {
    springConventionFee: '75',
    winterConventionFee: '30.5',
    springParkingFee: '15.00',
    winterParkingFee: '0',
    beneficiaryName: ' 18xx Belgium ',
    iban: 'be68 5390 0754 7034',
    bic: '',
    paymentDueDays: '14',
    clubAddress: '',
    enterpriseNumber: '',
  };
  const errorOf = (values: Record<string, string>) =>
    invoiceFeesFormSchema.safeParse(values).error?.issues[0]?.message;

  it('turns the four texts into amounts, and the payee into what is stored', () => {
    expect(invoiceFeesFormSchema.parse(valid)).toEqual({
      springConventionFee: 75,
      winterConventionFee: 30.5,
      springParkingFee: 15,
      winterParkingFee: 0,
      beneficiaryName: '18xx Belgium',
      iban: 'BE68539007547034',
      bic: null,
      paymentDueDays: 14,
      clubAddress: null,
      enterpriseNumber: null,
    });
  });

  it('checks the IBAN by its check digits', () => {
    expect(errorOf({ ...valid, iban: 'BE68 5390 0754 7035' })).toBe(IBAN_INVALID);
    expect(errorOf({ ...valid, paymentDueDays: '-1' })).toBe(PAYMENT_DUE_DAYS_INVALID);
  });

  it('says what is wrong in the words the form shows', () => {
    expect(errorOf({ ...valid, springConventionFee: '' })).toBe('Field is required.');
    expect(errorOf({ ...valid, springConventionFee: 'abc' })).toBe('Field is required.');
    expect(errorOf({ ...valid, winterParkingFee: '-1' })).toBe('Fee must be 0 or greater');
    expect(errorOf({ ...valid, winterParkingFee: '1.005' })).toBe('Use at most 2 decimals.');
  });
});
