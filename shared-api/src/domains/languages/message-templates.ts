// Messages with parts (a number, a field's name) are written once, as an English template that is
// also their key in shared-api's catalogues: 'Pick at most {max} games.'. The contract and the
// server send the English sentence; a reader's browser finds the template again from it and asks
// its language's catalogue for the same key with the same parts. A part reads any text, so a
// template needs fixed words around its parts to be told from other sentences.

export type MessageParts = Readonly<Record<string, string | number>>;

/** A template's part: '{max}'. */
export const PART = /\{(\w+)\}/g;

/** The English sentence: fillMessage('Pick at most {max} games.', { max: 30 }). */
export const fillMessage = (template: string, parts: MessageParts): string =>
  template.replace(PART, (whole, name: string) =>
    Object.hasOwn(parts, name) ? String(parts[name]) : whole,
  );
