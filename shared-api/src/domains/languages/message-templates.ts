// Messages with parts (a number, a field's name) are written once, as an English template that is
// also their key in shared-api's catalogues: 'Pick at most {max} games.'. The contract and the
// server send the English sentence; a reader's browser finds the template again from it and asks
// its language's catalogue for the same key with the same parts. A part reads any text, so a
// template needs fixed words around its parts to be told from other sentences.

export type MessageParts = Readonly<Record<string, string | number>>;

const PART = /\{(\w+)\}/g;

/** The English sentence: fillMessage('Pick at most {max} games.', { max: 30 }). */
export const fillMessage = (template: string, parts: MessageParts): string =>
  template.replace(PART, (whole, name: string) =>
    Object.hasOwn(parts, name) ? String(parts[name]) : whole,
  );

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a template back: the parts of an English sentence that it fills, or null when the
 * sentence is not one of its fillings. Only templates with parts are worth asking.
 */
export const templateReader = (template: string): ((text: string) => MessageParts | null) => {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of template.matchAll(PART)) {
    pattern += `${escapeRegExp(template.slice(last, match.index))}(.+?)`;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  const whole = new RegExp(`^${pattern}${escapeRegExp(template.slice(last))}$`, 's');
  return (text) => {
    const found = whole.exec(text);
    if (!found || names.length === 0) return null;
    // A number is passed as one, so that a translation may choose its plural form by it.
    return Object.fromEntries(
      names.map((name, i) => {
        const value = found[i + 1]!;
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
  };
};

/** True for a template with parts, which a sentence must be read back against. */
export const hasParts = (template: string): boolean => /\{\w+\}/.test(template);
