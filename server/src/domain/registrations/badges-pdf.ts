import type { AdminRegistration } from 'shared-api/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, fitted, mm, wrapped, writable } from '../pdf/pdf-text';
import { embedFonts } from '../pdf/fonts';
import { byLastName } from './checkin-list-pdf';

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

/** The biggest size up to `max` at which the text fits the width. */
const sizeToFit = (font: PDFFont, text: string, max: number, width: number): number => {
  let size = max;
  while (size > 10 && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
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
 * Name badges on A4 label sheets (see BADGE_LAYOUT), sorted by last name: the first name large,
 * the last name, the nationality and the games the attendee brings. Standard fonts: a character
 * they cannot write becomes '?', so no name makes the file fail.
 */
export const badgesPdf = async (
  conventionName: string,
  registrations: readonly AdminRegistration[],
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Name badges: ${conventionName}`);
  doc.setAuthor('18xx Belgium');
  const { regular, bold } = await embedFonts(doc);
  const { columns, width, height, top, left, horizontalPitch, verticalPitch } = BADGE_LAYOUT;
  const inner = width - 2 * PADDING;
  const sorted = [...registrations].sort(byLastName);

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
    const write = (text: string, y: number, size: number, font: PDFFont, color = rgb(0, 0, 0)) =>
      current.drawText(fitted(font, writable(font, text), size, inner), {
        x,
        y,
        size,
        font,
        color,
      });

    let y = labelTop - PADDING - 8;
    write(conventionName, y, 8, regular, GREY);
    const first = writable(bold, r.attendeeFirstName);
    const firstSize = sizeToFit(bold, first, 34, inner);
    y -= firstSize + 4;
    write(first, y, firstSize, bold);
    y -= 20;
    write(r.attendeeLastName, y, 16, regular);
    if (r.attendeeNationality) {
      y -= 15;
      write(r.attendeeNationality, y, 10, regular, GREY);
    }
    if (r.bringGames) {
      const lines = wrapped(regular, writable(regular, `Brings: ${r.bringGames}`), 8, inner, 2);
      lines.forEach((line, i) => {
        current.drawText(line, {
          x,
          y: labelTop - height + PADDING + (lines.length - 1 - i) * 10,
          size: 8,
          font: regular,
        });
      });
    }
  });
  if (sorted.length === 0) {
    const empty = doc.addPage(A4);
    drawCutMarks(empty);
  }
  return doc.save();
};
