import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ACCOUNT_SUSPENDED_MESSAGE, RESULT_OK } from './contract/plain';
import { shownLanguage } from './shown-language';
import { selectToken, type SessionRootState } from './session/selectors';
import { fireAccountSuspended, fireAuthExpired } from './session/session-events';

export interface ApiRequest {
  /** Path below the base URL, e.g. '/Auth/login'. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/**
 * 'required' (the default): no token means 'Not authenticated' without calling the server, as the
 * access rules ask for every call but a few; 'optional': the token is sent when there is one;
 * 'none': never sent (login, sign-up, password reset).
 */
export type AuthMode = 'required' | 'optional' | 'none';

export interface ApiExtraOptions {
  auth?: AuthMode;
  /** Replaces 'Not authenticated' for calls whose product text words it differently. */
  notAuthenticatedMessage?: string;
}

/** What every failing call gives the pages: they show `message` and never parse responses. */
export interface ApiError {
  /** The HTTP status, or a code when the server was not reached or answered nonsense. */
  status: number | 'NOT_AUTHENTICATED' | 'FETCH_ERROR' | 'PARSE_ERROR' | 'CLIENT_ERROR';
  message: string;
  /** A refusal for too many requests: how long the server asks to wait (its Retry-After). */
  retryAfterSeconds?: number;
}

export type ApiBaseQuery = BaseQueryFn<ApiRequest | string, unknown, ApiError, ApiExtraOptions>;

export const NOT_AUTHENTICATED = 'Not authenticated';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const NO_CONTENT_MESSAGE = 'Operation successful (No Content)';
const UNEXPECTED_RESPONSE = 'Unexpected response from the server.';
const NETWORK_ERROR = 'Could not reach the server. Please try again.';
const MAX_TEXT_MESSAGE_LENGTH = 200;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

const parseJsonObject = (text: string): JsonObject | null => {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
};

const isEnvelope = (body: JsonObject): boolean => typeof body.result === 'number';

/** Problem-details `errors` come as { field: [messages] } or as a list; every message counts. */
const problemMessages = (errors: unknown): string[] => {
  const values = Array.isArray(errors) ? errors : isObject(errors) ? Object.values(errors) : [];
  return values.flatMap((v) =>
    nonEmpty(v) ? [v] : Array.isArray(v) || isObject(v) ? problemMessages(v) : [],
  );
};

/** The order in which a failing JSON answer gives its message. */
const jsonErrorMessage = (body: JsonObject, status: number): string => {
  if (body.result !== RESULT_OK && nonEmpty(body.errorMessage)) return body.errorMessage;
  const problems = problemMessages(body.errors);
  if (problems.length > 0) return problems.join('; ');
  for (const key of ['detail', 'title', 'message'] as const) {
    const value = body[key];
    if (nonEmpty(value)) return value;
  }
  return `HTTP error! Status: ${status}`;
};

/** Retry-After in seconds (the server sends seconds, never a date), or undefined. */
const retryAfterOf = (response: Response): number | undefined => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
};

/** 'in 1 minute', 'in 42 minutes', 'in 2 hours': the wait rounded up, as a person says it. */
export const waitPhrase = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hours`;
};

/** A refusal for too many requests says when to try again, whatever the call. */
const withWait = (error: ApiError): ApiError =>
  error.retryAfterSeconds === undefined
    ? error
    : {
        ...error,
        message: `${error.message} You can try again ${waitPhrase(error.retryAfterSeconds)}.`,
      };

const textErrorMessage = (text: string, response: Response): string => {
  const trimmed = text.trim();
  if (trimmed !== '' && trimmed.length < MAX_TEXT_MESSAGE_LENGTH) return trimmed;
  return response.statusText || `HTTP error! Status: ${response.status}`;
};

const buildUrl = (baseUrl: string, { url, params }: ApiRequest): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? `?${search}` : ''}`;
};

/** Prefix of every path: the shell and both remotes are served from one origin. */
export const API_BASE_URL = '/api';

export interface BaseQueryOptions {
  /** Prefix of every path; API_BASE_URL by default. */
  baseUrl?: string;
}

/** The one place that knows the API's envelope and how a failure's message is chosen. */
export const createBaseQuery =
  ({ baseUrl = API_BASE_URL }: BaseQueryOptions = {}): ApiBaseQuery =>
  async (arg, api, extraOptions = {}) => {
    const request = typeof arg === 'string' ? { url: arg } : arg;
    const { auth = 'required', notAuthenticatedMessage = NOT_AUTHENTICATED } = extraOptions;
    const token = auth === 'none' ? null : selectToken(api.getState() as SessionRootState);
    if (auth === 'required' && !token) {
      return { error: { status: 'NOT_AUTHENTICATED', message: notAuthenticatedMessage } };
    }

    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (request.body !== undefined) headers.set('Content-Type', 'application/json');
    // The server answers its messages in the language the page is shown in.
    const language = shownLanguage();
    if (language) headers.set('Accept-Language', language);

    let response: Response;
    let text: string;
    try {
      response = await fetch(buildUrl(baseUrl, request), {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: api.signal,
      });
      text = await response.text();
    } catch {
      return { error: { status: 'FETCH_ERROR', message: NETWORK_ERROR } };
    }

    if (response.status === 401) {
      fireAuthExpired();
      return { error: { status: 401, message: SESSION_EXPIRED_MESSAGE } };
    }
    if (response.status === 204) return { data: NO_CONTENT_MESSAGE };

    const body = parseJsonObject(text);
    if (!response.ok) {
      const message = body
        ? jsonErrorMessage(body, response.status)
        : textErrorMessage(text, response);
      if (response.status === 403 && message === ACCOUNT_SUSPENDED_MESSAGE) fireAccountSuspended();
      const retryAfterSeconds = response.status === 429 ? retryAfterOf(response) : undefined;
      return { error: withWait({ status: response.status, message, retryAfterSeconds }) };
    }
    if (!body || !isEnvelope(body)) {
      return { error: { status: 'PARSE_ERROR', message: UNEXPECTED_RESPONSE } };
    }
    if (body.result !== RESULT_OK || nonEmpty(body.errorMessage)) {
      const message = nonEmpty(body.errorMessage)
        ? body.errorMessage
        : `API Error (Result Code: ${String(body.result)})`;
      return { error: { status: response.status, message } };
    }
    return { data: body.data };
  };

export const baseQuery = createBaseQuery();
