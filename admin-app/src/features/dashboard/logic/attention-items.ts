import { type Attention } from 'shared-api';
import { formatCents } from 'shared-api/member';

/** One count of the dashboard: what it says, where it is resolved, and whether it asks for work. */
export interface AttentionItem {
  key: string;
  text: string;
  /** What the invoices come to, beside their count. */
  detail?: string;
  to: string;
  needsAction: boolean;
}

export interface AttentionGroup {
  heading: string;
  items: AttentionItem[];
}

const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const item = (key: string, n: number, one: string, many: string, to: string): AttentionItem => ({
  key,
  text: counted(n, one, many),
  to,
  needsAction: n > 0,
});

const invoices = (
  key: string,
  { count, amountCents }: Attention['unpaidInvoices'],
  [one, many]: [string, string],
  owed: string,
  to: string,
): AttentionItem => ({
  ...item(key, count, one, many, to),
  ...(count > 0 ? { detail: `${formatCents(amountCents)} ${owed}` } : {}),
});

const payments = (status: string) => `/admin/payments?status=${status}`;

/**
 * The dashboard's counts by what an organiser is about to do, each linked to the list filtered to
 * what resolves it. Every count shows, zero included: a zero says there is nothing to do.
 */
export const attentionGroups = (a: Attention): AttentionGroup[] => {
  const groups: AttentionGroup[] = [
    {
      heading: 'People',
      items: [
        item(
          'accounts',
          a.accountsAwaitingApproval,
          'account waiting for approval',
          'accounts waiting for approval',
          '/admin/user-management?status=awaiting-approval',
        ),
        item('messages', a.unreadMessages, 'unread message', 'unread messages', '/admin/inbox'),
        item('mails', a.failedMails, 'mail failed', 'mails failed', '/admin/logs'),
      ],
    },
  ];
  if (a.convention === null) return groups;
  const freePlaces =
    a.freePlaces === null
      ? {
          key: 'places',
          text: 'No capacity set',
          to: '/admin/convention-management',
          needsAction: false,
        }
      : {
          ...item('places', a.freePlaces, 'free place', 'free places', '/admin/registrations'),
          // Free places are good news, unless people wait for them.
          needsAction: a.freePlaces > 0 && a.waitingList > 0,
        };
  return [
    ...groups,
    {
      heading: 'Money',
      items: [
        item(
          'not-sent',
          a.invoicesNotSent,
          'invoice not sent',
          'invoices not sent',
          '/admin/registrations?status=not_invoiced',
        ),
        invoices(
          'unpaid',
          a.unpaidInvoices,
          ['unpaid invoice', 'unpaid invoices'],
          'outstanding',
          payments('unpaid'),
        ),
        invoices(
          'partly-paid',
          a.partlyPaidInvoices,
          ['partly paid invoice', 'partly paid invoices'],
          'outstanding',
          payments('partially_paid'),
        ),
        invoices(
          'overdue',
          a.overdueInvoices,
          ['overdue invoice', 'overdue invoices'],
          'outstanding',
          payments('overdue'),
        ),
        invoices(
          'refunds',
          a.refundsDue,
          ['refund due', 'refunds due'],
          'to pay back',
          payments('refund_due'),
        ),
      ],
    },
    {
      heading: 'Places',
      items: [
        freePlaces,
        item(
          'waiting',
          a.waitingList,
          'person on the waiting list',
          'people on the waiting list',
          '/admin/registrations',
        ),
      ],
    },
    {
      heading: 'Tables',
      items: [
        item(
          'unseated',
          a.unseatedAttendees,
          'unseated attendee',
          'unseated attendees',
          '/admin/table-planner',
        ),
        item(
          'unmatched',
          a.unmatchedWishes,
          'unmatched wish',
          'unmatched wishes',
          '/admin/table-planner',
        ),
        {
          key: 'published',
          text: a.publishedTablesChanged
            ? 'The published tables changed'
            : 'The published tables are up to date',
          to: '/admin/table-planner',
          needsAction: a.publishedTablesChanged,
        },
      ],
    },
  ];
};
