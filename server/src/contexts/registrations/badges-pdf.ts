import {
  companionName,
  pickNames,
  type AdminRegistration,
  type Language,
} from 'shared-api/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  A4,
  fitToBox,
  fitToLines,
  leading,
  mm,
  writable,
  type FittedText,
} from '../../shared/pdf/pdf-text';
import { embedFonts } from '../../shared/pdf/fonts';
import { byLastName } from './checkin-list-pdf';
import { translator, type Translate } from '../../shared/i18n/translators';

/**
 * Avery L7165 (and its compatibles): A4 portrait, 8 labels of 99.1 x 67.7 mm in 2 columns and
 * 4 rows; top and bottom margins 13.1 mm, left and right margins 4.65 mm, 2.5 mm between the
 * columns and none between the rows (horizontal pitch 101.6 mm, vertical pitch 67.7 mm). On plain
 * card, the cut marks in the margins show where to cut.
 */
export const BADGE_LAYOUT = {
  name: 'Avery L7165',
  columns: 2,
  rows: 4,
  width: mm(99.1),
  height: mm(67.7),
  top: mm(13.1),
  left: mm(4.65),
  horizontalPitch: mm(101.6),
  verticalPitch: mm(67.7),
} as const;

export const BADGES_PER_SHEET = BADGE_LAYOUT.columns * BADGE_LAYOUT.rows;

const PADDING = mm(6);
const GREY = rgb(0.35, 0.35, 0.35);
const MARK = mm(3);

/** The first name is large; a long one shrinks to this, then takes a second line. */
const FIRST_NAME_ONE_LINE_SMALLEST = 18;

/** What the attendee brings: the catalogue games picked on the form, then what they wrote. */
const broughtText = (r: AdminRegistration, t: Translate): string | null => {
  const games = [...pickNames(r).broughtGames, ...(r.bringGames?.trim() ? [r.bringGames] : [])];
  return games.length > 0 ? t('badge.brings', { games: games.join(', ') }) : null;
};

/** What one badge says under the convention's name. */
interface Badge {
  firstName: string;
  lastName: string;
  /** The nationality, or whom an accompanying person comes with. */
  note: string | null;
  brings: string | null;
}

/** An attendee's badge, then one for each person accompanying them, in the attendee's language. */
const partyBadges = (r: AdminRegistration, language: Language): Badge[] => {
  const t = translator(language);
  return [
    {
      firstName: r.attendeeFirstName,
      lastName: r.attendeeLastName,
      note: r.attendeeNationality,
      brings: broughtText(r, t),
    },
    ...r.companions.map((companion) => ({
      firstName: companion.firstName,
      lastName: companion.lastName,
      note: t('badge.accompanying', {
        name: companionName({ firstName: r.attendeeFirstName, lastName: r.attendeeLastName }),
      }),
      brings: null,
    })),
  ];
};

/** Short lines in the margins along every label edge: the cutting grid. */
const drawCutMarks = (page: PDFPage) => {
  const { columns, rows, width, top, left, horizontalPitch, verticalPitch } = BADGE_LAYOUT;
  const [pageWidth, pageHeight] = A4;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.5, color: GREY });
  const xs = Array.from({ length: columns }, (_, c) => [
    left + c * horizontalPitch,
    left + c * horizontalPitch + width,
  ]).flat();
  const ys = Array.from({ length: rows + 1 }, (_, r) => pageHeight - top - r * verticalPitch);
  const gridTop = ys[0]!;
  const gridBottom = ys[ys.length - 1]!;
  for (const x of xs) {
    line(x, pageHeight, x, Math.min(pageHeight, gridTop + MARK));
    line(x, gridBottom - MARK, x, 0);
  }
  for (const y of ys) {
    line(0, y, Math.max(0, left - mm(1)), y);
    line(pageWidth - left + mm(1), y, pageWidth, y);
  }
  // The gutter between the columns: marks at each row edge, so the strip can be cut away.
  for (let c = 1; c < columns; c += 1) {
    const from = left + c * horizontalPitch - (horizontalPitch - width);
    for (const y of ys) line(from, y, from + (horizontalPitch - width), y);
  }
};

/**
 * Name badges on A4 label sheets (see BADGE_LAYOUT), sorted by last name, each attendee's
 * accompanying persons after them: the first name large, the last name, the nationality (or whom
 * they accompany) and the games the attendee brings (picked and written). A long text wraps and
 * shrinks to its label, never cut. Standard fonts: a character they cannot write
 * becomes '?', so no name makes the file fail. Each badge's own words are in its attendee's
 * language (`languages`, by registration id; English for one not given).
 */
export const badgesPdf = async (
  conventionName: string,
  registrations: readonly AdminRegistration[],
  languages: Readonly<Record<string, Language>> = {},
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Name badges: ${conventionName}`);
  doc.setAuthor('18xx Belgium');
  const { regular, bold } = await embedFonts(doc);
  const { columns, width, height, top, left, horizontalPitch, verticalPitch } = BADGE_LAYOUT;
  const inner = width - 2 * PADDING;
  const sorted = [...registrations]
    .sort(byLastName)
    .flatMap((r) => partyBadges(r, languages[r.id] ?? 'en'));

  let page: PDFPage | null = null;
  sorted.forEach((r, index) => {
    const slot = index % BADGES_PER_SHEET;
    if (slot === 0) {
      page = doc.addPage(A4);
      drawCutMarks(page);
    }
    const current = page!;
    const x = left + (slot % columns) * horizontalPitch + PADDING;
    const labelTop = A4[1] - top - Math.floor(slot / columns) * verticalPitch;
    const labelBottom = labelTop - height + PADDING;
    // Lines from the top down; each block wrapped and shrunk to the label's width, never cut.
    let y = labelTop - PADDING;
    const write = ({ size, lines }: FittedText, font: PDFFont, color = rgb(0, 0, 0), gap = 0) => {
      for (const line of lines) {
        y -= size;
        current.drawText(line, { x, y, size, font, color });
        y -= leading(size) - size;
      }
      y -= gap;
    };
    const fit = (font: PDFFont, text: string, max: number, lines: number) =>
      fitToLines(font, writable(font, text), max, inner, lines);

    write(fit(regular, conventionName, 8, 2), regular, GREY, 4);
    const firstOnOneLine = fit(bold, r.firstName, 34, 1);
    write(
      firstOnOneLine.size >= FIRST_NAME_ONE_LINE_SMALLEST
        ? firstOnOneLine
        : fit(bold, r.firstName, FIRST_NAME_ONE_LINE_SMALLEST, 2),
      bold,
      undefined,
      2,
    );
    write(fit(regular, r.lastName, 16, 2), regular, undefined, 2);
    if (r.note) write(fit(regular, r.note, 10, 1), regular, GREY);
    const brought = r.brings;
    if (brought) {
      // The games fill what the names leave, at the foot of the label.
      const games = fitToBox(regular, writable(regular, brought), 8, inner, y - 4 - labelBottom);
      y = labelBottom + games.lines.length * leading(games.size);
      write(games, regular);
    }
  });
  if (sorted.length === 0) {
    const empty = doc.addPage(A4);
    drawCutMarks(empty);
  }
  return doc.save();
};
