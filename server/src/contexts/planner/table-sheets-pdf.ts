import { formatClubDateTime, formatMoment, withClubTimeLabel } from 'shared-api/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, fitToLines, lineBreaks, writable } from '../../shared/pdf/pdf-text';
import { embedFonts } from '../../shared/pdf/fonts';
import type { SessionSheet, TableSheets } from './table-sheets';

const MARGIN = 36;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE_COLOUR = rgb(0.6, 0.6, 0.6);
const LINE = 13;
const PADDING = 8;
const WIDTH = A4[0] - 2 * MARGIN;
const COLUMNS = [
  { heading: 'Table', width: 44 },
  { heading: 'Game', width: 130 },
  { heading: 'Copy owner', width: 100 },
  { heading: 'Teacher', width: 95 },
  { heading: 'Players', width: WIDTH - 369 },
] as const;
const LEFTS = COLUMNS.map((_, i) => COLUMNS.slice(0, i).reduce((x, c) => x + c.width, MARGIN));

/**
 * The table sheets: a page per session (more only when its tables do not fit one), each table a
 * row with its number, game, the copy's owner, the teacher and one player a line, large enough
 * to read on a table; a long name wraps within its column, never cut. Standard fonts: the text
 * can be searched and copied.
 */
export const tableSheetsPdf = async (
  sheets: TableSheets,
  printedAt: Date = new Date(),
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Table sheets: ${sheets.conventionName}`);
  doc.setAuthor('18xx Belgium');
  doc.setCreationDate(printedAt);
  const { regular, bold } = await embedFonts(doc);

  let page: PDFPage = doc.addPage(A4);
  let y = 0;
  /** One line, shrunk to the width when it is longer: a heading is never cut. */
  const text = (value: string, x: number, at: number, size: number, font: PDFFont, max: number) => {
    const { size: fitting, lines } = fitToLines(font, writable(font, value), size, max, 1);
    lines.forEach((line, i) =>
      page.drawText(line, { x, y: at - i * fitting * 1.2, size: fitting, font }),
    );
  };
  /** A cell's text in lines of its column: long names wrap, so the row grows, never cut. */
  const cellLines = (value: string, size: number, font: PDFFont, column: number) =>
    lineBreaks(font, writable(font, value), size, COLUMNS[column]!.width - 4);
  const rule = (at: number) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: MARGIN + WIDTH, y: at },
      thickness: 0.5,
      color: LINE_COLOUR,
    });

  const startPage = (session: SessionSheet, continued: boolean) => {
    y = A4[1] - MARGIN - 18;
    const title = `${session.name} · ${formatClubDateTime(session.startDateTime)}`;
    text(continued ? `${title} (continued)` : title, MARGIN, y, 18, bold, WIDTH);
    y -= 18;
    page.drawText(writable(regular, sheets.conventionName), {
      x: MARGIN,
      y,
      size: 11,
      font: regular,
      color: GREY,
    });
    y -= 26;
    COLUMNS.forEach((c, i) => text(c.heading, LEFTS[i]! + 2, y, 10, bold, c.width - 4));
    y -= 6;
    rule(y);
  };

  sheets.sessions.forEach((session, index) => {
    if (index > 0) page = doc.addPage(A4);
    startPage(session, false);
    if (session.tables.length === 0) {
      text('No tables in this session.', MARGIN, y - 20, 12, regular, WIDTH);
      return;
    }
    for (const table of session.tables) {
      const game = cellLines(table.gameTitle, 12, bold, 1);
      const owner = cellLines(table.copyOwner, 11, regular, 2);
      const teacher = table.teacher ? cellLines(table.teacher, 11, regular, 3) : [];
      const players = table.players.map((player) => cellLines(player, 11, regular, 4));
      const playerLines = players.reduce((sum, lines) => sum + lines.length, 0);
      const lines = Math.max(1, game.length, owner.length, teacher.length, playerLines);
      const height = lines * LINE + 2 * PADDING;
      if (y - height < MARGIN + 20) {
        page = doc.addPage(A4);
        startPage(session, true);
      }
      const base = y - PADDING - 10;
      const column = (cell: readonly string[], index: number, size: number, font: PDFFont) =>
        cell.forEach((line, i) =>
          page.drawText(line, { x: LEFTS[index]! + 2, y: base - i * LINE, size, font }),
        );
      text(String(table.number), LEFTS[0]! + 2, base - 2, 16, bold, COLUMNS[0].width - 4);
      column(game, 1, 12, bold);
      column(owner, 2, 11, regular);
      column(teacher, 3, 11, regular);
      column(players.flat(), 4, 11, regular);
      y -= height;
      rule(y);
    }
  });

  const pages = doc.getPages();
  const published = withClubTimeLabel(formatMoment(sheets.publishedAt));
  pages.forEach((p, i) => {
    const footer = `Tables as published ${published} · page ${i + 1} of ${pages.length}`;
    p.drawText(writable(regular, footer), {
      x: MARGIN,
      y: MARGIN - 14,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
};
