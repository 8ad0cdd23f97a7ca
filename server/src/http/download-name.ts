import { clubWallClock } from 'shared-api/contract';

/** The club's day (yyyy-mm-dd) at `instant`, as a file name states it. */
export const clubIsoDay = (instant: Date): string =>
  clubWallClock(instant).toISOString().slice(0, 10);

/** Letters and digits of any script, lower case; everything else one hyphen. */
const slug = (part: string): string =>
  part
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A downloaded file's name: what it is, for which convention, of which day, so that the files of
 * two conventions, or of two days, stay apart in a Downloads folder
 * ('checkin-list-spring-convention-2027-2027-05-20.pdf').
 */
export const downloadName = (parts: ReadonlyArray<string | null | undefined>, extension: string) =>
  `${parts
    .filter((part): part is string => !!part)
    .map(slug)
    .filter(Boolean)
    .join('-')}.${extension}`;

/** Non-ASCII letters become their base letter, or '_', for the plain `filename` fallback. */
const asciiFallback = (fileName: string): string =>
  fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/** RFC 5987's encoding: what encodeURIComponent leaves, less the characters it must escape. */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * An attachment's Content-Disposition (RFC 6266): `filename` in ASCII for every client, and
 * `filename*` in UTF-8 when the name has more than ASCII ('Hiver à Malines').
 */
export const attachment = (fileName: string): string => {
  const ascii = asciiFallback(fileName);
  return ascii === fileName
    ? `attachment; filename="${fileName}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
};
