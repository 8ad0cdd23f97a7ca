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

/**
 * The text in lines of the width at that size: broken at spaces, and inside a word only when the
 * word alone is wider than a line. Nothing is left out.
 */
export const lineBreaks = (font: PDFFont, text: string, size: number, width: number): string[] => {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) out.push(current);
    let rest = word;
    while (rest.length > 1 && !fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) out.push(current);
  return out;
};

/** Below this a text is unreadable on paper; the box then grows rather than the text shrinking. */
const SMALLEST = 5;

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size, from `max` down by half points, at which the whole text takes at most
 * `lines` lines of the width: a long name is wrapped, then made smaller, never cut. At the
 * smallest readable size it takes the lines it needs.
 */
export const fitToLines = (
  font: PDFFont,
  text: string,
  max: number,
  width: number,
  lines: number,
): FittedText => {
  let size = max;
  let out = lineBreaks(font, text, size, width);
  while (out.length > lines && size > SMALLEST) {
    size -= 0.5;
    out = lineBreaks(font, text, size, width);
  }
  return { size, lines: out };
};

/** Line height for a size: the lines of a wrapped text are this far apart. */
export const leading = (size: number): number => size * 1.2;

/** As fitToLines, with as many lines as fit the height. */
export const fitToBox = (
  font: PDFFont,
  text: string,
  max: number,
  width: number,
  height: number,
): FittedText => {
  let size = max;
  let out = lineBreaks(font, text, size, width);
  while (out.length * leading(size) > height && size > SMALLEST) {
    size -= 0.5;
    out = lineBreaks(font, text, size, width);
  }
  return { size, lines: out };
};
