// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@common/constants';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

// A real HTTP server: the client's fetch, headers and error texts are exercised end to end.
let server: Server;
let baseUrl: string;
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      switch (req.url) {
        case '/not-found':
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'nope' }));
          return;
        case '/broken':
          res.writeHead(500);
          res.end();
          return;
        case '/bad-gateway':
          res.writeHead(502, { 'Content-Type': 'text/html' });
          res.end('<h1>Bad gateway</h1>');
          return;
        case '/unauthorized':
          res.writeHead(401, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'Not authenticated' }));
          return;
        default:
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ ok: true, path: req.url }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

afterEach(() => {
  received = [];
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function lastRequest(): Received {
  const request = received.at(-1);
  if (!request) throw new Error('The server received no request');
  return request;
}

/** What a call that should fail rejects with. */
function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable('The call should have failed'),
    (error: unknown) => error,
  );
}

/** Runs a query function the way TanStack Query does, through a real QueryClient. */
function runQuery(queryKey: readonly unknown[], queryFn: QueryFunction<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey, queryFn });
}

describe('apiRequest', () => {
  it('resolves with the response when it is OK', async () => {
    const res = await apiRequest('GET', `${baseUrl}/ok`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, path: '/ok' });
  });

  it('throws an ApiError "status: body" with the server message', async () => {
    const error = await failureOf(apiRequest('GET', `${baseUrl}/not-found`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '404: {"message":"nope"}',
      status: 404,
      serverMessage: 'nope',
      body: '{"message":"nope"}',
    });
  });

  it('throws "status: status text" when the body is empty', async () => {
    const error = await failureOf(apiRequest('GET', `${baseUrl}/broken`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '500: Internal Server Error',
      status: 500,
      serverMessage: null,
      body: '',
    });
  });

  it('keeps a body that is not the JSON error shape, without a server message', async () => {
    const error = await failureOf(apiRequest('GET', `${baseUrl}/bad-gateway`));
    expect(error).toMatchObject({
      message: '502: <h1>Bad gateway</h1>',
      status: 502,
      serverMessage: null,
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('sends the stored token as a bearer header and logs only its first 8 characters', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'abcdefghijklmnopqrstuvwxyz');

    await apiRequest('GET', `${baseUrl}/ok`);

    expect(lastRequest().headers.authorization).toBe('Bearer abcdefghijklmnopqrstuvwxyz');
    const logged = debug.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(logged).toContain('abcdefgh');
    expect(logged).not.toContain('abcdefghi');
  });

  it('sends a token given by the caller instead of the stored one', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
    await apiRequest('GET', `${baseUrl}/ok`, undefined, { token: 'given-token' });
    expect(lastRequest().headers.authorization).toBe('Bearer given-token');
  });

  it('sends no authorization header without a stored token', async () => {
    await apiRequest('GET', `${baseUrl}/ok`);
    expect(lastRequest().headers).not.toHaveProperty('authorization');
  });

  it('sends a JSON body with a JSON content type when data is given', async () => {
    await apiRequest('POST', `${baseUrl}/ok`, { city: 'Tokyo', nights: 3 });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ city: 'Tokyo', nights: 3 });
  });

  it('sends neither body nor content type without data', async () => {
    await apiRequest('POST', `${baseUrl}/ok`);
    const request = lastRequest();
    expect(request.headers).not.toHaveProperty('content-type');
    expect(request.body).toBe('');
  });
});

describe('getQueryFn', () => {
  it('GETs the first query key element and parses the JSON', async () => {
    const data = await runQuery([`${baseUrl}/ok`], getQueryFn({ on401: 'throw' }));
    expect(data).toEqual({ ok: true, path: '/ok' });
    expect(lastRequest().method).toBe('GET');
  });

  it('joins the string parts of the query key into the path', async () => {
    await runQuery(
      [`${baseUrl}/api/chat/messages`, 'session-1', 'recent'],
      getQueryFn({ on401: 'throw' }),
    );
    expect(lastRequest().url).toBe('/api/chat/messages/session-1/recent');
  });

  it('sends the bearer header like apiRequest', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-123456789');
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await runQuery([`${baseUrl}/ok`], getQueryFn({ on401: 'throw' }));
    expect(lastRequest().headers.authorization).toBe('Bearer token-123456789');
  });

  it('returns null on 401 when configured with returnNull', async () => {
    const data = await runQuery([`${baseUrl}/unauthorized`], getQueryFn({ on401: 'returnNull' }));
    expect(data).toBeNull();
  });

  it('throws on 401 when configured with throw', async () => {
    const error = await failureOf(
      runQuery([`${baseUrl}/unauthorized`], getQueryFn({ on401: 'throw' })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '401: {"message":"Not authenticated"}',
      status: 401,
      serverMessage: 'Not authenticated',
    });
  });

  it('throws for other non-OK statuses even with returnNull', async () => {
    const error = await failureOf(
      runQuery([`${baseUrl}/not-found`], getQueryFn({ on401: 'returnNull' })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '404: {"message":"nope"}', status: 404 });
  });

  it('validates the body with a schema when one is given', async () => {
    const schema = z.object({ ok: z.boolean(), path: z.string() });
    const data = await runQuery([`${baseUrl}/ok`], getQueryFn({ on401: 'throw', schema }));
    expect(data).toEqual({ ok: true, path: '/ok' });

    const wrong = z.object({ missing: z.string() });
    await expect(
      runQuery([`${baseUrl}/ok`], getQueryFn({ on401: 'throw', schema: wrong })),
    ).rejects.toThrow();
  });
});
