import type { QueryFunction } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { IDEMPOTENCY, STORAGE_KEYS } from '@common/constants';
import { ApiError } from '@/lib/api-error';
import { localStore } from '@/lib/local-storage';

/** How many characters of the bearer token the request log shows (product.md §10.1). */
const LOGGED_TOKEN_CHARS = 8;

/** Throws an ApiError for any non-OK response (product.md §10.1). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiError(res.status, await res.text(), res.statusText);
}

export type RequestOptions = {
  /** A bearer token to send instead of the stored authToken (the current-user check also reads auth_token). */
  token?: string | null;
  /** Sent as the Idempotency-Key header: the server answers a retry with the first result. */
  idempotencyKey?: string;
};

/** Sends a request the way every call of the app does, without judging the response. */
function send(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY.header] = options.idempotencyKey;

  // Without storage (privacy mode, blocked cookies) the request goes without a token.
  const token = options.token ?? localStore()?.getItem(STORAGE_KEYS.authToken);
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
    // The spec asks for the token's first characters in the log; never more.
    console.debug(`[api] ${method} ${url} with token ${token.slice(0, LOGGED_TOKEN_CHARS)}…`);
  }

  return fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
}

/** Calls the API and returns the response; any non-OK status becomes an ApiError. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<Response> {
  const res = await send(method, url, data, options);
  await throwIfResNotOk(res);
  return res;
}

/** The query key's string and number parts joined into a path, e.g. ['/api/a', 'b'] -> '/api/a/b'. */
function urlFromQueryKey(queryKey: readonly unknown[]): string {
  if (typeof queryKey[0] !== 'string') {
    throw new Error('The default query function needs a URL as the first query key element');
  }
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

/**
 * The default query function: GET of the query key's URL, parsed as JSON. A schema, when given,
 * validates the body so callers get typed data instead of trusting the server blindly.
 */
export function getQueryFn(options: { on401: 'throw' }): QueryFunction<unknown>;
export function getQueryFn(options: { on401: 'returnNull' }): QueryFunction<unknown>;
export function getQueryFn<T>(options: { on401: 'throw'; schema: $ZodType<T> }): QueryFunction<T>;
export function getQueryFn<T>(options: {
  on401: 'returnNull';
  schema: $ZodType<T>;
}): QueryFunction<T | null>;
export function getQueryFn({
  on401,
  schema,
}: {
  on401: 'returnNull' | 'throw';
  schema?: $ZodType;
}): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    const res = await send('GET', urlFromQueryKey(queryKey));
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    const body: unknown = await res.json();
    return schema ? z.parse(schema, body) : body;
  };
}
