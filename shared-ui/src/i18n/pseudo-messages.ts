import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The pseudo-language the layout tests run the pages in: every letter of the English accented
 * and each message 40% longer between ⟦ ⟧. A cut-off text shows as a missing ⟧; a plain ASCII
 * word on the page is text that no catalogue gave. Numbered tags (<0>…</0>) and arguments stay.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒğĥíĵķĺɱñóƥǫŕšţúṽŵẋýžÀƁÇĐÉƑĞĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
  ]),
);

const accent = (text: string): string =>
  // Tags keep their digits and slashes; only letters outside them change.
  text.replace(/<\/?\d+\/?>|[A-Za-z]/g, (match) => ACCENTED[match] ?? match);

type Compiled = string | CompiledPart[];
type CompiledPart = string | [string, string?, Record<string, Compiled>?] | unknown;

const accentCompiled = (message: Compiled): Compiled => {
  if (typeof message === 'string') return accent(message);
  // A plural's options also hold its offset, a number or nothing.
  return Array.isArray(message) ? message.map(accentPart) : message;
};

const accentPart = (part: CompiledPart): CompiledPart => {
  if (typeof part === 'string') return accent(part);
  if (!Array.isArray(part)) return part;
  const [name, type, options] = part as [string, string?, Record<string, Compiled>?];
  if (!options || typeof options !== 'object') return part;
  return [
    name,
    type,
    Object.fromEntries(Object.entries(options).map(([key, value]) => [key, accentCompiled(value)])),
  ];
};

const lengthOf = (message: Compiled): number =>
  typeof message === 'string'
    ? message.length
    : message.reduce<number>((sum, part) => sum + (typeof part === 'string' ? part.length : 4), 0);

/**
 * The 40% more, in words of six dots: a longer translation has longer words, not one endless one,
 * and a paragraph must still wrap on a phone as it would in Dutch or French.
 */
const paddingOf = (length: number): string =>
  Array.from({ length }, (_, index) => (index % 7 === 6 ? ' ' : '·')).join('');

const pseudoMessage = (source: string | Compiled): Compiled => {
  // English arrives compiled in a production build and as ICU text in development and tests.
  const compiled = typeof source === 'string' ? compileMessage(source) : source;
  const padding = paddingOf(Math.max(1, Math.ceil(lengthOf(compiled) * 0.4)));
  const accented = accentCompiled(compiled);
  return ['⟦', ...(typeof accented === 'string' ? [accented] : accented), `${padding}⟧`];
};

export const pseudoMessages = (english: Messages): Messages =>
  Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(message as Compiled)]),
  ) as Messages;
