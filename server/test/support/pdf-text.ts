import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** A PDF the server made, opened by pdf.js: an independent reader, as a browser would. */
export const openPdf = (bytes: Buffer) =>
  getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;

/** The text of each page, one item a line, as a reader extracts it. */
export const pdfText = async (bytes: Buffer): Promise<string[]> => {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages;
};
