import type { z } from 'zod';

const partLabel = (httpPart: string | undefined): string => {
  switch (httpPart) {
    case 'querystring':
      return 'Query string';
    case 'params':
      return 'URL parameters';
    case 'headers':
      return 'Headers';
    default:
      return 'Request body';
  }
};

// A crafted body may carry 50,000 unknown fields with names of any length: the refusal names a few.
const NAMED_FIELDS = 5;
const FIELD_NAME_LENGTH = 40;

const fieldName = (name: string): string =>
  name.length > FIELD_NAME_LENGTH ? `${name.slice(0, FIELD_NAME_LENGTH)}…` : name;

const unknownFields = (keys: readonly string[]): string => {
  const named = keys.slice(0, NAMED_FIELDS).map(fieldName).join(', ');
  const more = keys.length > NAMED_FIELDS ? ` and ${keys.length - NAMED_FIELDS} more` : '';
  return `Unknown field${keys.length > 1 ? 's' : ''}: ${named}${more}.`;
};

/**
 * Messages for issues the contract did not word itself (its own texts, the product's words, win):
 * name the field so a 400 answer says what is wrong.
 */
export const validationMessage = (
  issue: z.core.$ZodRawIssue,
  httpPart: string | undefined,
): string => {
  const path = issue.path?.map(String).join('.') ?? '';
  const field = path === '' ? partLabel(httpPart) : `Field "${path}"`;
  if (issue.code === 'unrecognized_keys') {
    return unknownFields(issue.keys);
  }
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return `${field} is required.`;
  }
  return `${field} is invalid.`;
};
