// The browser's side of messages with parts (message-templates.ts): finding the template and its
// parts again from the English sentence. Apart from fillMessage, which the contract's constants
// call as they load, so that only the languages that look messages up download it.
import { PART, type MessageParts } from './message-templates';

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
