import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

/**
 * The deepest nesting a request body may have. The deepest body any route accepts is three levels
 * (an object holding a list of objects: a notification's tags); 32 leaves room for any form to come while
 * every recursive walk of a body (the NUL check, validation, the database driver) stays a few dozen
 * stack frames deep. 10,000 levels in 20 KB used to overflow the stack: a 500 and a logged stack.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, read in one loop
 * without recursion. Brackets inside strings do not count; text that is not valid JSON is left to
 * the parser to refuse.
 */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
};

/**
 * Fastify's own JSON parser (with its __proto__ and constructor poisoning refusals), behind a depth
 * check of the raw text: a body too deep is refused before anything walks it, on every route.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
        done(new ApiError(400, BODY_TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
