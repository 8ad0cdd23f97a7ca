const REDACTED = '[REDACTED]';

// Keys whose value is a secret wherever it appears: "password": "...", token=..., code: ...
// The lookbehind and the bounded affixes keep the scan linear on long runs of word characters.
const SECRET_KEY = String.raw`(?<![\w-])[\w-]{0,30}(?:password|passwd|pwd|secret|token|code|authorization|cookie|api[_-]?key|jwt)[\w-]{0,30}`;
const VALUE = String.raw`"(?:[^"\\]|\\.){0,500}"|'(?:[^'\\]|\\.){0,500}'|[^\s"'&,;)}\]]{1,500}`;
const KEY_VALUE = new RegExp(`(${SECRET_KEY})(["']?\\s*[:=]\\s*)(${VALUE})`, 'gi');

const CALENDAR_FEED = /(\/api\/+calendar\/+)(?!\[REDACTED\])[^/\s"'?#&.]{1,500}/gi;

// The feed's path in any form a client may send it: any case, doubled slashes, percent-encoded,
// with or without ".ics". All that follows the prefix is the token's place, query included.
const CALENDAR_PREFIX = /^\/+api\/+calendar\/+/i;

/** The path as a router would read it; a malformed escape leaves it as it came. */
const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** A request path as it may be logged: a calendar feed's token left out, whatever its form. */
export const loggablePath = (path: string): string => {
  const decoded = decodedPath(path);
  const prefix = CALENDAR_PREFIX.exec(decoded)?.[0];
  if (prefix === undefined || prefix.length === decoded.length) return path;
  const file = decoded.split(/[?#]/, 1)[0] ?? '';
  return `${prefix}${REDACTED}${/\.ics$/i.test(file) ? '.ics' : ''}`;
};

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // Authorization: Bearer <token>, also inside error messages and headers dumps.
  [/\b(Bearer|Basic)\s+[\w.~+/-]{1,8192}=*/gi, `$1 ${REDACTED}`],
  // A JWT on its own (three base64url parts, the first two JSON objects).
  [/\beyJ[\w-]{1,4096}\.eyJ[\w-]{1,4096}\.[\w-]{0,4096}/g, REDACTED],
  // Password hashes.
  [/\$argon2(?:id|i|d)\$[^\s"']{1,500}/g, REDACTED],
  // Credentials in URLs: smtp://user:password@host, postgres://user:password@host.
  [/(\b[a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@]{1,100}:)[^\s@/]{1,200}@/gi, `$1${REDACTED}@`],
  [KEY_VALUE, `$1$2${REDACTED}`],
  // A private calendar feed's address: its token is the key to the member's calendar.
  [CALENDAR_FEED, `$1${REDACTED}`],
];

/**
 * Takes passwords, emailed codes, tokens and credentials out of a text bound for the logs table,
 * which every administrator can read. Errors quote what they were given, so the text is untrusted.
 */
export const redactSecrets = (text: string): string =>
  PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
