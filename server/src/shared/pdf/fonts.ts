import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The club's attendees come from many countries: the standard PDF fonts write Latin-1 only, so
// Łukasz, Dvořák, Παπαδόπουλος or Иванов would print as '?'. DejaVu Sans writes Latin, Greek
// and Cyrillic; each PDF embeds only the glyphs it uses.
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

const resolve = createRequire(import.meta.url).resolve;

let files: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** Read once per process; a failed read is tried again by the next PDF. */
const fontFiles = () =>
  (files ??= Promise.all([readFile(resolve(FILES.regular)), readFile(resolve(FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      files = undefined;
      throw error;
    },
  ));

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The regular and bold faces every PDF of the site writes with. */
export const embedFonts = async (doc: PDFDocument): Promise<PdfFonts> => {
  const { regular, bold } = await fontFiles();
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
};
