/**
 * The one HTTP client of the web app. JSON in and out, Bearer token from auth-token,
 * RFC 9457 problems thrown as ApiError, and any 401 -> clear the token and reload
 * (the page then starts logged out). Deliberately free of zod so public pages stay light:
 * pass any `{ parse }` object (a zod schema) as `schema` to validate a response.
 */
import { clearToken, getToken } from './auth-token';
import { errorTextFromHtml } from './error-text';
import { reloadPage } from './reload';

export interface ProblemFieldError {
  path: string;
  message: string;
}

/** An error answer of the API (or a transport failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: ProblemFieldError[];
  /** The whole problem body, for codes that carry more (e.g. `templates` of question_in_use). */
  readonly extra: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string | undefined;
    errors?: ProblemFieldError[] | undefined;
    extra?: Record<string, unknown> | undefined;
    cause?: unknown;
  }) {
    super(init.detail ?? init.title, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.extra = init.extra ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (uploads); the browser sets the content type. */
  formData?: FormData;
  /** Query string; null/undefined values are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Validates (and types) the response body, e.g. a zod schema. */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
  /**
   * What a 401 means. 'reload' (default): the session is gone, clear the token and reload.
   * 'throw': just throw (the login call, where 401 means wrong credentials).
   */
  on401?: 'reload' | 'throw';
  /** Read a successful answer as a Blob (files such as PDFs); errors are still problems. */
  binary?: boolean;
}

export function buildUrl(path: string, query?: ApiFetchOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v !== null && v !== undefined) params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isJson(contentType: string | null): boolean {
  return !!contentType && /[/+]json\b/i.test(contentType);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (isJson(response.headers.get('content-type'))) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(response: Response, body: unknown): ApiError {
  const p = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors = Array.isArray(p.errors)
    ? p.errors.filter(
        (e): e is ProblemFieldError =>
          typeof e === 'object' && e !== null && typeof (e as ProblemFieldError).message === 'string',
      )
    : undefined;
  return new ApiError({
    status: typeof p.status === 'number' ? p.status : response.status,
    code: typeof p.code === 'string' ? p.code : `http_${response.status}`,
    title: typeof p.title === 'string' ? p.title : response.statusText || `Request failed (${response.status})`,
    detail: typeof p.detail === 'string' ? p.detail : errorTextFromHtml(body),
    errors,
    extra: p,
  });
}

/** Calls the API. Resolves with the (optionally validated) body, rejects with ApiError. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = options.body !== undefined || options.formData ? 'POST' : 'GET', on401 = 'reload' } = options;
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      title: 'Network error',
      detail: 'The server could not be reached. Check your connection and try again.',
      cause: error,
    });
  }

  if (options.binary && response.ok) return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response, data);
    // Only reload when a session existed: without a token a reload would loop.
    if (response.status === 401 && on401 === 'reload' && token) {
      clearToken();
      reloadPage();
    }
    throw error;
  }
  // A read answers 200 with a body; anything else (204, or 200 with nothing in it) is an error the
  // screen shows, never an empty page.
  if (method === 'GET' && (response.status !== 200 || data === undefined)) {
    throw new ApiError({
      status: response.status,
      code: 'empty_response',
      title: 'Nothing came back',
      detail: 'The server sent nothing to show here. Please reload the page.',
    });
  }
  if (!options.schema) return data as T;
  try {
    return options.schema.parse(data);
  } catch (cause) {
    throw invalidResponse(response.status, cause);
  }
}

/**
 * The error of a successful answer the page cannot read: refused by apiFetch's `schema`, or by the
 * hand-written check of a public page that reaches its endpoint by address (no zod there).
 */
export function invalidResponse(status: number, cause: unknown): ApiError {
  return new ApiError({
    status,
    code: 'invalid_response',
    title: 'Unexpected answer from the server',
    detail: 'The server answered in a form this page does not understand. Please reload.',
    cause,
  });
}

/** The sentence to show a person for an error. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
    return error.detail ?? error.title;
  }
  return 'Something went wrong. Please try again.';
}
