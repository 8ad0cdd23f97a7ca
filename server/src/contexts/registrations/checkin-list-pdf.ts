import type { AdminRegistration, Convention, Language } from 'shared-api/contract';
import {
  companionsText,
  DIETARY_LABELS,
  dietaryCounts,
  formatClubDateTime,
  formatClubWeekdayShort,
  formatMoment,
  mayBeMinorAt,
  mealCounts,
  mealCountsText,
  mealNames,
  PAYMENT_STATUS_LABELS,
  withClubTimeLabel,
} from 'shared-api/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, fitToLines, leading, lineBreaks, writable } from '../../shared/pdf/pdf-text';
import { embedFonts } from '../../shared/pdf/fonts';
import { centsIn, translateSharedText, translator } from '../../shared/i18n';
import { invoiceShares, type InvoiceShare } from './invoice-shares';

// Landscape: a column per session beside the name, payment and signature needs the width.
const PAGE: [number, number] = [A4[1], A4[0]];
const MARGIN = 28;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.6, 0.6, 0.6);
const ROW = 26;
const GUARDIAN_ROW = 16;
const PARTY_ROW = 12;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The door team looks attendees up by last name. */
export const byLastName = (a: AdminRegistration, b: AdminRegistration): number =>
  collator.compare(a.attendeeLastName, b.attendeeLastName) ||
  collator.compare(a.attendeeFirstName, b.attendeeFirstName);

/** The name as the list shows it: 'Last, First'. */
export const listName = (r: Pick<AdminRegistration, 'attendeeFirstName' | 'attendeeLastName'>) =>
  `${r.attendeeLastName}, ${r.attendeeFirstName}`;

/**
 * The list's words in the language of the organiser who prints it; the contract's labels (payment
 * statuses, diets) as shared-api's catalogue words them.
 */
const wordsIn = (language: Language) => {
  const t = translator(language);
  const label = (english: string) => translateSharedText(language, english);
  return {
    t,
    amount: (cents: number) => centsIn(cents, language),
    status: (payment: NonNullable<AdminRegistration['payment']>) =>
      payment.status === 'overpaid'
        ? `${label('Refund due')} ${centsIn(payment.refundDueCents, language)}`
        : label(PAYMENT_STATUS_LABELS[payment.status]),
    diet: (dietary: AdminRegistration['dietary']) => label(DIETARY_LABELS[dietary]),
    sessionHeading: (s: Convention['sessions'][number]): [string, string] => [
      formatClubWeekdayShort(s.startDateTime, language),
      t(s.sessionType === 'DAY' ? 'checkin.session.day' : 'checkin.session.evening'),
    ],
    dateTime: (wire: string) => formatClubDateTime(wire, language),
    printed: (at: Date) => withClubTimeLabel(formatMoment(at, language), t('time.brussels')),
  };
};
type Words = ReturnType<typeof wordsIn>;

/**
 * What the registrant's invoice says, once per invoice: on the payer's line its status and what is
 * left to collect, for whom when it covers others; on the others' lines where to find it.
 */
const paidText = (
  words: Words,
  r: AdminRegistration,
  share: InvoiceShare | undefined,
): [string, string] => {
  const { t } = words;
  if (!r.payment || !share) return [t('checkin.notInvoiced'), ''];
  const status = words.status(r.payment);
  if (!share.carries) return [status, t('checkin.seePayer', { name: listName(share.payer) })];
  const left =
    r.payment.leftCents > 0 ? t('checkin.left', { amount: words.amount(r.payment.leftCents) }) : '';
  if (share.covered.length === 1) return [status, left];
  const whom = t('checkin.coversOthers', {
    names: share.covered.map((c) => c.attendeeFirstName).join(', '),
  });
  return left ? [left, whom] : [status, whom];
};

/**
 * The line under an attendee for the kitchen and the door: their meals and diet, and who comes
 * with them with their meals (each gets a badge). Empty when there is nothing to say.
 */
const partyText = (
  { t, diet }: Words,
  meals: Convention['meals'],
  r: Pick<AdminRegistration, 'dietary' | 'dietaryNotes' | 'mealIds' | 'companions'>,
): string => {
  const eats = mealNames(meals, r.mealIds);
  const needs =
    r.dietary === 'none' ? '' : [diet(r.dietary), r.dietaryNotes].filter(Boolean).join(': ');
  const companions = companionsText(meals, r.companions);
  return [
    eats.length > 0 && t('checkin.meals', { meals: eats.join(', ') }),
    needs && t('checkin.diet', { diet: needs }),
    companions && t('checkin.accompaniedBy', { companions }),
  ]
    .filter(Boolean)
    .join(' · ');
};

/** "Meals: Barbecue: 12 · Diets: Vegan: 2": what the kitchen needs, on every page's head. */
const kitchenText = (
  { t, diet }: Words,
  meals: Convention['meals'],
  registrations: readonly AdminRegistration[],
): string => {
  const diets = dietaryCounts(registrations)
    .map(({ dietary, count }) => `${diet(dietary)}: ${count}`)
    .join(', ');
  return [
    meals.length > 0 &&
      t('checkin.meals', { meals: mealCountsText(mealCounts(meals, registrations)) }),
    diets && t('checkin.diets', { diets }),
  ]
    .filter(Boolean)
    .join(' · ');
};

/** Under a session's X: the attendee was checked in for it. */
export const CHECKED_IN_MARK = 'in';

interface Column {
  heading: [string, string];
  width: number;
}

/**
 * The door team's check-in list: an A4 PDF (landscape), sorted by last name, one line per attendee
 * with who registered them, a tick per session (and whether they were checked in for it), the
 * parking plate, the invoice's status and what is left to pay, a mark and a guardian line for
 * attendees who may be 15 or younger, a line with their meals, diet and accompanying persons, and a
 * box to sign; each page's head counts the meals and diets. Its words are in `language`, the
 * printing organiser's. Standard fonts: the text can be searched and copied.
 */
export const checkinListPdf = async (
  convention: Pick<Convention, 'name' | 'startDate' | 'sessions' | 'meals'>,
  registrations: readonly AdminRegistration[],
  language: Language = 'en',
  printedAt: Date = new Date(),
): Promise<Uint8Array> => {
  const words = wordsIn(language);
  const { t } = words;
  const title = t('checkin.title', { name: convention.name });
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('18xx Belgium');
  doc.setCreationDate(printedAt);
  const { regular, bold } = await embedFonts(doc);
  const width = PAGE[0] - 2 * MARGIN;
  const sessions = convention.sessions;

  const fixed = { name: 150, by: 110, plate: 70, paid: 88, minor: 38, signature: 100 };
  const sessionsWidth = width - Object.values(fixed).reduce((sum, w) => sum + w, 0);
  const sessionWidth = sessions.length ? Math.min(34, sessionsWidth / sessions.length) : 0;
  const columns: Column[] = [
    { heading: [t('checkin.column.name'), ''], width: fixed.name },
    { heading: [t('checkin.column.registeredBy'), ''], width: fixed.by },
    ...sessions.map((s) => ({ heading: words.sessionHeading(s), width: sessionWidth })),
    { heading: [t('checkin.column.parking'), t('checkin.column.plate')], width: fixed.plate },
    { heading: [t('checkin.column.paid'), ''], width: fixed.paid },
    { heading: [t('checkin.column.minor'), t('checkin.column.younger')], width: fixed.minor },
    // The signature box takes what the sessions leave.
    {
      heading: [t('checkin.column.signature'), ''],
      width: fixed.signature + sessionsWidth - sessionWidth * sessions.length,
    },
  ];
  const lefts = columns.map((_, i) => columns.slice(0, i).reduce((x, c) => x + c.width, MARGIN));

  let page: PDFPage = doc.addPage(PAGE);
  let y = 0;
  // A text longer than its cell is made smaller to fit it, never cut.
  const text = (value: string, x: number, at: number, size: number, font: PDFFont, max: number) => {
    const fitted = fitToLines(font, writable(font, value), size, max, 1);
    fitted.lines.forEach((line, i) =>
      page.drawText(line, {
        x,
        y: at - i * leading(fitted.size),
        size: fitted.size,
        font,
        color: font === regular && size < 8 ? GREY : undefined,
      }),
    );
  };
  const rule = (at: number) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: MARGIN + width, y: at },
      thickness: 0.5,
      color: LINE,
    });

  const startPage = () => {
    y = PAGE[1] - MARGIN;
    text(title, MARGIN, y - 14, 14, bold, width);
    y -= 30;
    const legend = [
      t('checkin.legend', { mark: CHECKED_IN_MARK }),
      ...sessions.map(
        (s) =>
          `${words.sessionHeading(s).join(' ')} = ${s.name} (${words.dateTime(s.startDateTime)})`,
      ),
    ].join(' · ');
    // Every session named in full, then what the kitchen needs, on as many lines as it takes.
    for (const line of [legend, ...(kitchen ? [kitchen] : [])].flatMap((block) =>
      lineBreaks(regular, writable(regular, block), 7, width),
    )) {
      text(line, MARGIN, y, 7, regular, width);
      y -= 9;
    }
    y -= 9;
    columns.forEach((c, i) => {
      text(c.heading[0], lefts[i]! + 2, y, 8, bold, c.width - 4);
      if (c.heading[1]) text(c.heading[1], lefts[i]! + 2, y - 9, 8, bold, c.width - 4);
    });
    y -= 14;
    rule(y);
  };

  const kitchen = kitchenText(words, convention.meals, registrations);
  startPage();
  const sorted = [...registrations].sort(byLastName);
  const shares = invoiceShares(sorted);
  for (const r of sorted) {
    const minor = mayBeMinorAt(r.attendeeYearOfBirth, convention.startDate);
    const party = partyText(words, convention.meals, r);
    const height = ROW + (minor ? GUARDIAN_ROW : 0) + (party ? PARTY_ROW : 0);
    if (y - height < MARGIN + 16) {
      page = doc.addPage(PAGE);
      startPage();
    }
    const top = y;
    const base = top - 11;
    const registrant = `${r.registeredBy.firstName} ${r.registeredBy.lastName}`;
    const [status, left] = paidText(words, r, shares.get(r.id));
    const cells: Array<[string, string]> = [
      [listName(r), r.attendeeNationality ?? ''],
      [registrant, r.registerDifferentPerson ? t('checkin.onBehalf') : ''],
      ...sessions.map((s): [string, string] => [
        r.sessions.some((chosen) => chosen.id === s.id) ? 'X' : '',
        r.checkedInSessionIds.includes(s.id) ? CHECKED_IN_MARK : '',
      ]),
      [r.parking ? (r.licensePlate ?? '') : '', ''],
      [status, left],
      [minor ? t('checkin.minor') : '', minor ? t('checkin.guardian') : ''],
    ];
    cells.forEach(([first, second], i) => {
      const column = columns[i]!;
      const strong = i === 0 || (i === cells.length - 1 && first !== '');
      text(first, lefts[i]! + 2, base, 9, strong ? bold : regular, column.width - 4);
      if (second) text(second, lefts[i]! + 2, base - 10, 7, regular, column.width - 4);
    });
    const signature = columns.length - 1;
    page.drawRectangle({
      x: lefts[signature]! + 2,
      y: top - ROW + 3,
      width: columns[signature]!.width - 4,
      height: ROW - 6,
      borderColor: LINE,
      borderWidth: 0.75,
    });
    if (minor) {
      text(t('checkin.guardianLine'), lefts[0]! + 12, top - ROW - 10, 8, regular, width - 12);
    }
    if (party) {
      text(party, lefts[0]! + 12, top - height + 4, 8, regular, width - 12);
    }
    y = top - height;
    rule(y);
  }
  if (sorted.length === 0) text(t('checkin.none'), MARGIN, y - 16, 10, regular, width);

  const companionsCount = sorted.reduce((sum, r) => sum + r.companions.length, 0);
  const pages = doc.getPages();
  const printed = words.printed(printedAt);
  pages.forEach((p, i) => {
    const footer = t('checkin.footer', {
      attendees: sorted.length,
      companions: companionsCount,
      printed,
      page: i + 1,
      pages: pages.length,
    });
    p.drawText(writable(regular, footer), { x: MARGIN, y: MARGIN - 10, size: 7, font: regular });
  });
  return doc.save();
};
