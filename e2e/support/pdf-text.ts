import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

interface TextItem {
  str?: string;
}
interface PdfJs {
  getDocument(source: { data: Uint8Array; standardFontDataUrl: string }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

// pdf.js ships as an ES module only; the specs are compiled to CommonJS, whose `import()` would
// become a `require()`: a Function keeps the native import.
const nativeImport = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<PdfJs>;

const pdfjsRoot = dirname(createRequire(__filename).resolve('pdfjs-dist/package.json'));

/**
 * The text of a PDF the site gave, read by pdf.js (an independent reader, as a browser's): each
 * page's text items in order, one a line, with no-break spaces as plain ones.
 */
export async function pdfText(path: string): Promise<string> {
  const { getDocument } = await nativeImport(`${pdfjsRoot}/legacy/build/pdf.mjs`);
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}
