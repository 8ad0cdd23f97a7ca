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
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  }
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return `${field} is required.`;
  }
  return `${field} is invalid.`;
};
