// Bank statement readers: camt.053 (ISO 20022 XML) and CODA (Belgian 128-character records), both
// turned into the same list of entries. Pure: no database, no HTTP.
import { parseCamt } from './camt';
import { parseCoda } from './coda';
import {
  MAX_STATEMENT_BYTES,
  StatementFormatError,
  type ParsedStatement,
  type StatementEntry,
} from './statement-types';

export { MAX_STATEMENT_BYTES, StatementFormatError };
export type { ParsedStatement, StatementEntry };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bytes as text: UTF-8 (with or without BOM) or UTF-16 with BOM, else Latin-1 (older CODA). */
const decode = (content: Buffer, declaredLatin1: boolean): string => {
  if (content[0] === 0xff && content[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(content.subarray(2));
  if (content[0] === 0xfe && content[1] === 0xff)
    return new TextDecoder('utf-16be').decode(content.subarray(2));
  const body =
    content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf
      ? content.subarray(3)
      : content;
  if (!declaredLatin1) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      // not UTF-8: fall through
    }
  }
  return new TextDecoder('latin1').decode(body);
};

/**
 * A key repeated within one file (a bank repeating a reference across two movements) still names
 * two lines: the second and later ones are numbered, the same way at every import of the file.
 */
const distinctKeys = (entries: StatementEntry[]): StatementEntry[] => {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.lineKey) ?? 0) + 1;
    seen.set(entry.lineKey, count);
    return count === 1 ? entry : { ...entry, lineKey: `${entry.lineKey}#${count}` };
  });
};

const extension = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * Reads a bank statement file. The format is recognised by its content (XML or CODA records),
 * the file name only sharpens the message when it is neither. Throws StatementFormatError, whose
 * message can be shown to the admin as it is.
 */
export function parseStatement(fileName: string, content: Buffer): ParsedStatement {
  if (content.length > MAX_STATEMENT_BYTES) {
    throw new StatementFormatError(
      `The file is ${megabytes(content.length)}; statement files above ${megabytes(MAX_STATEMENT_BYTES)} are refused. Export a shorter period.`,
    );
  }
  if (content.length === 0) throw new StatementFormatError('The file is empty.');
  const head = content.subarray(0, 200).toString('latin1');
  const declaredLatin1 = /^\s*<\?xml[^>]*encoding=["'](iso-8859-1|latin1|windows-1252)["']/i.test(
    head,
  );
  const text = decode(content, declaredLatin1);
  if (text.includes('\u0000')) {
    throw new StatementFormatError(
      'The file is not a text file; expected a camt.053 statement (XML) or a CODA file.',
    );
  }
  const start = text.trimStart();
  const ext = extension(fileName);
  if (start.startsWith('<')) return { format: 'camt.053', entries: distinctKeys(parseCamt(start)) };
  if (ext === 'xml') {
    throw new StatementFormatError('The file is not XML: a camt.053 statement starts with "<".');
  }
  if (start.startsWith('0') || ext === 'cod' || ext === 'coda') {
    return { format: 'coda', entries: distinctKeys(parseCoda(text)) };
  }
  throw new StatementFormatError(
    'The file is neither a camt.053 statement (XML) nor a CODA file (lines of 128 characters starting with a 0 header).',
  );
}
