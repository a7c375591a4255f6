import { navigate } from 'wouter/use-browser-location';
import type { RefreshResponse } from '@shared/schemas/auth';
import { clearCredentials, credentials, saveTokens } from './credentials';
import { signInThenReturnTo } from './return-to';

/** The one HTTP client of the app: base /api, bearer token, one refresh-and-retry on 401. */

const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  /** false for token-link and sign-in calls: no bearer header and no refresh on 401. */
  auth?: boolean;
  /** Appended as a query string; null, undefined and '' values are left out. */
  query?: Record<string, QueryValue | QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a successful body; default json (text when the body is not JSON). */
  responseType?: 'json' | 'blob' | 'text';
}

type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** True when the text came from the server's `error` field rather than being made up here. */
  readonly fromServer: boolean;
  readonly body: unknown;

  constructor(status: number, message: string, opts: { fieldErrors?: FieldErrors; fromServer?: boolean; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = opts.fieldErrors ?? {};
    this.fromServer = opts.fromServer ?? false;
    this.body = opts.body;
  }
}

/** Display text for a failed call: the server's error, else the exception's message, else `fallback`. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.fromServer && err.message ? err.message : fallback;
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return fallback;
}

/** The first server message for a field, for showing beside that input. */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.fieldErrors[field]?.[0] : undefined;
}

/** The first server message of every field the server named, for a form to show beside its inputs. */
export function fieldErrors(err: unknown): Record<string, string | undefined> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = API_BASE + (path.startsWith('/') ? path : `/${path}`);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== null && v !== undefined && v !== '') params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (res.status === 204) return undefined;
  if (type === 'blob') return res.blob();
  const text = await res.text();
  if (type === 'text' || !text) return text || undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const data = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverText = typeof data.error === 'string' ? data.error : typeof data.detail === 'string' ? data.detail : '';
  const fieldErrors = data.field_errors && typeof data.field_errors === 'object' ? (data.field_errors as FieldErrors) : {};
  return new ApiError(status, serverText || `Request failed with status ${status}`, {
    fieldErrors,
    fromServer: Boolean(serverText),
    body,
  });
}

// Shared by concurrent 401s: the server rotates refresh tokens, so two parallel refreshes
// with the same token would make the second one fail and sign the user out.
let refreshing: Promise<boolean> | null = null;

async function refreshAccessToken(): Promise<boolean> {
  const refresh = credentials.refreshToken;
  if (!refresh) return false;
  try {
    const res = await fetch(buildUrl('/auth/token/refresh/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!res.ok) return false;
    const data = (await res.json()) as Partial<RefreshResponse>;
    if (!data.access) return false;
    saveTokens(data.access, data.refresh);
    return true;
  } catch {
    return false;
  }
}

function refreshOnce(): Promise<boolean> {
  refreshing ??= refreshAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession(): void {
  clearCredentials();
  const { pathname, search } = window.location;
  if (pathname !== '/login') navigate(signInThenReturnTo('/login', pathname + search), { replace: true });
}

async function send(method: string, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (opts.auth !== false && credentials.accessToken) headers.Authorization = `Bearer ${credentials.accessToken}`;
  return fetch(buildUrl(path, opts.query), {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    signal: opts.signal,
  });
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  let res = await send(method, path, body, opts);

  if (res.status === 401 && opts.auth !== false) {
    if (!(await refreshOnce())) {
      endSession();
      throw toApiError(401, await readBody(res, 'json'));
    }
    res = await send(method, path, body, opts);
  }

  const data = await readBody(res, res.ok ? opts.responseType : 'json');
  if (!res.ok) throw toApiError(res.status, data);
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  patch: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  delete: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};
