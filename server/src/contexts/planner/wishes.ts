import { gameKey, type UnmatchedWish, type WishField } from 'shared-api/contract';

/** Words that say "no wish" rather than name one. */
const NOTHING = new Set([
  '',
  'none',
  'no',
  'nothing',
  'na',
  'nvt',
  'tbd',
  'idk',
  'any',
  'anything',
]);

/** A count ("2x 1830", "1830 x2"), a list bullet and a remark in brackets are not part of a name. */
const cleaned = (piece: string): string =>
  piece
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*[-*•]\s*/, '')
    .replace(/^\s*\d+\s*[x×]\s+/i, '')
    .replace(/\s+[x×]\s*\d+\s*$/i, '')
    .trim();

const isWish = (piece: string): boolean => !NOTHING.has(gameKey(piece));

/** One wish per line, comma or semicolon. */
export const wishPieces = (text: string | null): string[] =>
  (text ?? '')
    .split(/[,;\n\r]+/)
    .map(cleaned)
    .filter(isWish);

// "1830 and 18EU", "1830 en 18EU", "1830 et 18EU": English, Dutch and French lists.
const CONJUNCTION = /\s+(?:and|en|et|&)\s+/i;

/** A piece's names: the piece itself when it is one, else its parts between conjunctions. */
const namesIn = (index: NameIndex, piece: string): string[] =>
  index.find(piece) === null ? piece.split(CONJUNCTION).map(cleaned).filter(isWish) : [piece];

/** Names to ids, compared by gameKey; a name claimed twice matches nothing (never guessed). */
export class NameIndex {
  private readonly ids = new Map<string, string | null>();

  add(name: string, id: string): void {
    const key = gameKey(name);
    if (key === '') return;
    const known = this.ids.get(key);
    this.ids.set(key, known === undefined || known === id ? id : null);
  }

  find(name: string): string | null {
    return this.ids.get(gameKey(name)) ?? null;
  }
}

export interface Matched {
  ids: string[];
  unmatched: UnmatchedWish[];
}

/**
 * The ids a free-text field names, and each piece it could not match, for the organisers. A title
 * holding "and" (a catalogue name or alias) is matched whole before the piece is split at it.
 */
export const matchWishes = (
  index: NameIndex,
  text: string | null,
  who: { registrationId: string; attendeeName: string },
  field: WishField,
): Matched => {
  const ids: string[] = [];
  const unmatched: UnmatchedWish[] = [];
  for (const piece of wishPieces(text).flatMap((whole) => namesIn(index, whole))) {
    const id = index.find(piece);
    if (id === null) unmatched.push({ ...who, field, text: piece });
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unmatched };
};

/**
 * A registration's picks, then what its free text names that the picks do not: a game both picked
 * and written counts once, while a game picked twice (two copies brought) stays twice.
 */
export const withFreeText = (picked: readonly string[], written: readonly string[]): string[] => [
  ...picked,
  ...written.filter((id) => !picked.includes(id)),
];
