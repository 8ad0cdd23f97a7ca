import type { PDFFont } from 'pdf-lib';

/** An A4 page in PDF points, portrait. */
export const A4: [number, number] = [595.28, 841.89];

/** Millimetres in PDF points, for label sheets measured in millimetres. */
export const mm = (millimetres: number): number => (millimetres * 72) / 25.4;

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Characters the font has no glyph for (a Chinese name in DejaVu Sans) are replaced, so a name can
 * never make the PDF fail or print as empty boxes.
 */
export const writable = (font: PDFFont, text: string): string => {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const set = known;
  return [...text].map((char) => (set.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
};

/** Cuts a text to what fits in the width, with an ellipsis. */
export const fitted = (font: PDFFont, text: string, size: number, width: number): string => {
  let out = text;
  while (out.length > 1 && font.widthOfTextAtSize(out, size) > width) out = out.slice(0, -2) + '…';
  return out;
};

/** Splits text into at most `lines` lines that fit the width, the last one cut with an ellipsis. */
export const wrapped = (
  font: PDFFont,
  text: string,
  size: number,
  width: number,
  lines: number,
): string[] => {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) {
      current = candidate;
    } else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  const kept = out.slice(0, lines);
  if (out.length > lines) kept[lines - 1] = `${kept[lines - 1]} …`;
  return kept.map((line) => fitted(font, line, size, width));
};
