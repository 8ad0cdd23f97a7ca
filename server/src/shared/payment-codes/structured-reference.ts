// Belgian structured communication ("gestructureerde mededeling", +++ddd/dddd/ddddd+++): ten
// digits of base and two check digits, the base modulo 97 (97 when that is 0).

const TWELVE_DIGITS = /^\d{12}$/;

const checkDigits = (base10: string): string => {
  const remainder = Number(base10) % 97;
  return String(remainder === 0 ? 97 : remainder).padStart(2, '0');
};

/** True for twelve digits whose last two are the check of the first ten. */
export const isValidStructuredReference = (digits12: string): boolean =>
  TWELVE_DIGITS.test(digits12) && checkDigits(digits12.slice(0, 10)) === digits12.slice(10);

/** `123456789002` -> `+++123/4567/89002+++`. */
export const formatStructuredReference = (digits12: string): string => {
  if (!TWELVE_DIGITS.test(digits12)) {
    throw new RangeError(`A structured reference has 12 digits, not "${digits12}".`);
  }
  return `+++${digits12.slice(0, 3)}/${digits12.slice(3, 7)}/${digits12.slice(7)}+++`;
};

/** Ten digits of base -> the twelve digits with their check appended. */
export const structuredReferenceFromBase = (base10: string): string => {
  if (!/^\d{10}$/.test(base10)) {
    throw new RangeError(`A structured reference is built on 10 digits, not "${base10}".`);
  }
  return base10 + checkDigits(base10);
};

/**
 * A structured reference as people type it: 3, 4 and 5 digits, with or without the +++ (or ***)
 * around and the slashes (or spaces, dots, dashes) between, or twelve digits in a row. Digits
 * that belong to a longer number (an IBAN, an order number) do not count. The first candidate
 * with a valid check wins; null when there is none.
 */
const CANDIDATE =
  /(?<![\d/])(?:[+*]{3}\s*)?(\d{3})\s*[/ .-]?\s*(\d{4})\s*[/ .-]?\s*(\d{5})(?:\s*[+*]{3})?(?![\d/])/g;

export const findStructuredReference = (text: string | null | undefined): string | null => {
  if (!text) return null;
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = `${match[1]}${match[2]}${match[3]}`;
    if (isValidStructuredReference(digits)) return digits;
  }
  return null;
};
