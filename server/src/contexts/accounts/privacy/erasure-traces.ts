/** What an erased person is called wherever a record about them stays, and where they were named. */
export const ERASED_NAME = 'Erased member';

export interface ErasedPerson {
  firstName: string;
  lastName: string;
  /** Every address they used: the account's, earlier or pending ones, as an attendee. */
  emails: readonly string[];
  /** The number plates they gave for parking. */
  plates: readonly string[];
}

/**
 * How a person shows in text. `strong` names them beyond doubt (the whole name, an address, a
 * plate): a row holding one is about them. `weak` (a first or last name alone) may be someone
 * else's, so it is replaced only in rows that are about them.
 */
export interface Traces {
  strong: string[];
  weak: string[];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text as written, as HTML writes it, and (for plates) without separators. */
const forms = (texts: readonly string[]): string[] => [
  ...new Set(
    texts
      .map((text) => text.trim())
      .filter((text) => text.length > 1)
      .flatMap((text) => [text, escapeHtml(text)]),
  ),
];

export const tracesOf = (person: ErasedPerson): Traces => {
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  const names = first && last ? [`${first} ${last}`, `${last} ${first}`, `${last}, ${first}`] : [];
  const plates = person.plates.flatMap((plate) => [plate, plate.replace(/[\s.-]+/g, '')]);
  const strong = forms([...names, ...person.emails, ...plates]);
  return { strong, weak: forms([first, last]).filter((text) => !strong.includes(text)) };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One pass over the text, longest form first, each as a whole word in any case. The placeholder
 * itself is one of the alternatives and stays as it is, so a name that is part of it ('Erase',
 * 'Member') never rewrites it ('Erased memberd member').
 */
export const tracePattern = (texts: readonly string[]): RegExp | null =>
  texts.length === 0
    ? null
    : new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${[ERASED_NAME, ...texts]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|')})(?![\\p{L}\\p{N}])`,
        'giu',
      );

export const eraseIn = (text: string, pattern: RegExp): string =>
  text.replace(pattern, ERASED_NAME);

/** The same for every string inside a JSON value (its keys are the code's, never a name). */
export const eraseInJson = (value: unknown, pattern: RegExp): unknown => {
  if (typeof value === 'string') return eraseIn(value, pattern);
  if (Array.isArray(value)) return value.map((item) => eraseInJson(item, pattern));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, eraseInJson(item, pattern)]),
    );
  return value;
};

/** Whether the text holds one of the forms (the pattern's placeholder aside). */
export const holds = (text: string, pattern: RegExp): boolean =>
  [...text.matchAll(pattern)].some(([match]) => match.toLowerCase() !== ERASED_NAME.toLowerCase());
