import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { seedConversation } from './helpers/conversations';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import {
  book,
  buy,
  flightBooking,
  hotelBooking,
  insurancePurchase,
} from './helpers/travel-fixtures';

// Issue 10 point 6: random and malformed bodies, params and queries against every route the app
// registers (read back from the app itself, so a new route is fuzzed without touching this
// file), signed in and signed out, on a real database. Nothing may answer 5xx, and every 4xx
// is JSON with a string `message`. FUZZ_SEED and FUZZ_RUNS reproduce or deepen a run; a
// failure names the seed and the shrunk request.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_210);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

type Route = { method: string; url: string };

/** Percent-encodes every byte but the unreserved ones; lone surrogates go as U+FFFD's bytes. */
const pct = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** The routes of `app.printRoutes({ commonPrefix: false })`, one per method. */
function parseRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, url });
    }
  }
  return routes;
}

/** The chat sessions the valid bodies use, owned by the signed-in user. */
type ChatSessions = {
  /** Plain messages. */
  sessionId: string;
  /** A France to Japan conversation choosing its cities (see seedChats). */
  cities: string;
  /** An India to Japan conversation offering the visa bundle (see seedChats). */
  visa: string;
};

/** A valid request body per route, for mutations that get past the first checks. */
function validBodies(chats: ChatSessions, bookingRef: string): Record<string, unknown[]> {
  const { sessionId } = chats;
  return {
    'POST /api/auth/register': [
      { username: 'fuzzer', email: 'fuzzer@example.com', password: 'secret-pass' },
    ],
    'POST /api/auth/login': [{ usernameOrEmail: 'fuzzer', password: 'secret-pass' }],
    'PATCH /api/user': [{ email: 'other@example.com', nationality: 'France' }],
    'POST /api/user/profile': [
      {
        travelPurpose: 'leisure',
        interests: ['Culture & History'],
        budgetRange: 'mid-range',
        travelStyle: 'couple',
        ageGroup: '26-35',
        preferredActivities: [],
        dietaryRestrictions: [],
        accommodationPreferences: 'boutique',
        transportationPreferences: 'public',
      },
    ],
    'POST /api/chat/messages': [{ sessionId, role: 'user', content: 'Hello' }],
    'POST /api/chat/completions': [
      { sessionId, message: 'I am French, do I need a visa for Japan?' },
      {
        sessionId: chats.cities,
        message: 'Confirm',
        action: { type: 'confirm_booking', flowStep: 'city_selection', values: [bookingRef] },
      },
      {
        sessionId: chats.visa,
        message: 'Buy',
        action: {
          type: 'buy_visa_bundle',
          flowStep: 'visa_recommendation_options',
          values: ['VB-1'],
        },
      },
    ],
    'POST /api/chat/trip': [
      {
        sessionId: chats.cities,
        trip: {
          mode: 'direct',
          from: { name: 'Paris', country: 'FR', airport: 'CDG' },
          destinations: [{ name: 'Tokyo', country: 'JP', airport: 'HND' }],
        },
      },
    ],
    'POST /api/chat/reset': [{ sessionId }],
    'POST /api/clear-session': [{ sessionId }],
    'POST /api/visa-orders': [{ type: 'visa-bundle', nationality: 'IN', destination: 'FR' }],
    'POST /api/bookings': [flightBooking(), hotelBooking()],
    'POST /api/purchases': [insurancePurchase()],
    'POST /api/email-requests': [
      { email: 'me@example.com', nationality: 'IN', destination: 'FR', language: 'en' },
    ],
    'POST /api/itinerary/pdf': [{ title: 'Trip', days: [{ heading: 'Day 1', lines: ['Walk'] }] }],
  };
}

/** Query keys each route reads, so that random values reach its own checks too. */
const KNOWN_QUERY_KEYS = [
  'lang',
  'sessionId',
  'nationality',
  'destination',
  'includeAll',
  'country',
  'fromCountry',
  'toCountry',
];

// Strings that break naive code: control characters, lone surrogates, NUL, huge, odd Unicode.
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF\uD800',
    '\u202E\u200B\uFEFF',
    '../../etc/passwd',
    '..%2F..%2F',
    '%00',
    "' OR 1=1 --",
    '"); DROP TABLE users; --',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${7*7}',
    '🇯🇵🧳',
    '𝕏'.repeat(300),
    'x'.repeat(5000),
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    'true',
    'null',
    '[]',
    '{}',
    '__proto__',
    'constructor',
  ),
);

const hugeNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e308,
    -1e308,
    5e-324,
    -0,
    2 ** 31,
    2 ** 63,
  ),
  fc.integer(),
);

const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    hugeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

/** A valid body with one path replaced, removed or nested deeper. */
function mutate(base: unknown, path: number[], replacement: unknown, mode: number): unknown {
  if (base === null || typeof base !== 'object') return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...(base as unknown[])]
    : { ...(base as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0) return replacement;
  const key = keys[(path[0] ?? 0) % keys.length] as string;
  const target = copy as Record<string, unknown>;
  if (path.length > 1 && target[key] !== null && typeof target[key] === 'object') {
    target[key] = mutate(target[key], path.slice(1), replacement, mode);
  } else if (mode === 0) {
    delete target[key];
  } else if (mode === 1) {
    target[key] = { [key]: [target[key], replacement] };
  } else {
    target[key] = replacement;
  }
  return copy;
}

/** A valid body with its n-th string leaf wrapped in hostile text (reaches the handlers). */
function decorate(base: unknown, n: number, prefix: string, suffix: string): unknown {
  let seen = 0;
  const leaves = countStrings(base);
  const target = leaves === 0 ? -1 : n % leaves;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return seen++ === target ? prefix + value + suffix : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(base);
}
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + countStrings(v), 0);
  if (value !== null && typeof value === 'object') return countStrings(Object.values(value));
  return 0;
}
const controlText = fc.oneof(
  nastyString,
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom('\u0000', '\u0000', '\uDBFF', '\t', '\r\n', '\u007F', '\u2028'),
);

// Path segments: encoded slashes, dots, percent junk, very long, Unicode.
const pathSegment = (known: string[]) =>
  fc.oneof(
    nastyString.map(pct),
    fc.constantFrom(
      '.',
      '..',
      '%2e%2e',
      '%2F',
      'a%2Fb',
      '..%2F..%2Fetc%2Fpasswd',
      '%5C',
      '%00',
      '%',
      '%zz',
      '%E0%A4%A',
      '%C0%AF',
      '%F0%9F%98%80',
      'Tokyo',
      'JP',
      'Paris',
      'japan',
      'visa-free',
      'FL123456789AB',
      '00000000-0000-0000-0000-000000000000',
      'x'.repeat(3000),
    ),
    fc.constantFrom(...known),
  );

type Query = Array<[string, string]>;
const queryArb: fc.Arbitrary<Query> = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...KNOWN_QUERY_KEYS), nastyString),
    fc.oneof(nastyString, fc.constantFrom('en', 'zh', 'true', 'false', 'JP', 'FR', 'Paris')),
  ),
  { maxLength: 5 },
);
function queryString(pairs: Query, raw: string | undefined): string {
  if (raw !== undefined) return `?${raw}`;
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}`;
}
// Hand-made query text: repeated keys, bare keys, stray '&' and '=', bad escapes.
const rawQuery = fc.constantFrom(
  'lang=en&lang=zh',
  'lang[]=en',
  'lang[a]=1',
  'sessionId=a&sessionId=b&sessionId=c',
  'includeAll=true&includeAll=false',
  '&&==&',
  'lang',
  '=x',
  '%',
  'lang=%zz',
  'a=%E0%A4%A',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
);

const DEEP_JSON = [
  '['.repeat(30_000) + ']'.repeat(30_000),
  '{"a":'.repeat(12_000) + '1' + '}'.repeat(12_000),
  '[{"a":['.repeat(5_000) + ']}]'.repeat(5_000),
  `[${'0,'.repeat(45_000)}0]`,
  `{${Array.from({ length: 6_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
];

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'none' };
const bodyArb = (valid: unknown[]): fc.Arbitrary<Body> =>
  fc.oneof(
    { arbitrary: anyValue.map((value): Body => ({ kind: 'json', value })), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(valid.length > 0 ? valid : [{}])),
          fc.array(fc.nat(20), { minLength: 1, maxLength: 3 }),
          anyValue,
          fc.nat(2),
        )
        .map(([base, path, replacement, mode]): Body => ({
          kind: 'json',
          value: mutate(base, path, replacement, mode),
        })),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(valid.length > 0 ? valid : [{}])),
          fc.nat(),
          controlText,
          controlText,
        )
        .map(([base, n, prefix, suffix]): Body => ({
          kind: 'json',
          value: decorate(base, n, prefix, suffix),
        })),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(
            nastyString,
            fc.constantFrom(
              '{',
              '{"a":',
              '[1,',
              '{"a":1}}',
              'null',
              '""',
              '\u0000',
              '{"a":"\\u0000"}',
            ),
          ),
          fc.constantFrom(
            'application/json',
            'application/json; charset=latin1',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            '',
          ),
        )
        .map(([text, contentType]): Body => ({ kind: 'text', text, contentType })),
      weight: 2,
    },
    {
      // Deep or wide JSON near the body limit, alone or in place of one field of a valid body.
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(valid.length > 0 ? valid : [{}])),
          fc.array(fc.nat(20), { minLength: 1, maxLength: 2 }),
          fc.constantFrom(...DEEP_JSON),
          fc.boolean(),
        )
        .map(([base, path, deep, alone]): Body => {
          const text = alone
            ? deep
            : JSON.stringify(mutate(base, path, '__DEEP__', 2)).replace('"__DEEP__"', deep);
          return { kind: 'text', text, contentType: 'application/json' };
        }),
      weight: 1,
    },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
  );

type Auth = 'none' | 'user' | 'cookie' | 'garbage';
const authArb = fc.constantFrom<Auth>('none', 'user', 'user', 'cookie', 'garbage');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token = '';
let routes: Route[] = [];
let knownSegments: string[] = [];
let bodies: Record<string, unknown[]> = {};
let userId = '';
const chats: ChatSessions = {
  sessionId: 'fuzzSession_0123456789'.slice(0, 21),
  cities: 'fuzzCities_0123456789'.slice(0, 21),
  visa: 'fuzzVisaSes_0123456789'.slice(0, 21),
};
/** Routes whose valid bodies press buttons: each run starts from the conversations' steps. */
const CONVERSATION_ROUTES = new Set(['POST /api/chat/completions', 'POST /api/chat/trip']);

/** Puts the button-pressing conversations back at the steps that offer their buttons. */
async function seedChats(): Promise<void> {
  const japan = { destination: 'Japan', destinationCode: 'JP' } as const;
  await seedConversation(
    ctx.database,
    chats.cities,
    { nationality: 'France', nationalityCode: 'FR', ...japan, flowStep: 'city_selection' },
    userId,
  );
  await seedConversation(
    ctx.database,
    chats.visa,
    {
      nationality: 'India',
      nationalityCode: 'IN',
      ...japan,
      flowStep: 'visa_recommendation_options',
    },
    userId,
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  routes = parseRoutes(ctx.app.printRoutes({ commonPrefix: false }));
  ({ token, userId } = await registerUser(ctx.app));
  // Records the signed-in user owns, and one another user owns, so ids in paths sometimes hit.
  const other = await registerUser(ctx.app);
  const booking = await book(ctx.app, token, flightBooking());
  const purchase = await buy(ctx.app, token, insurancePurchase());
  const foreign = await book(ctx.app, other.token, hotelBooking());
  const { sessionId } = chats;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    payload: { sessionId, role: 'user', content: 'hi' },
    headers: bearer(token),
  });
  knownSegments = [
    booking.id,
    booking.reference,
    purchase.id,
    purchase.reference,
    foreign.id,
    foreign.reference,
    sessionId,
    chats.cities,
    chats.visa,
  ];
  bodies = validBodies(chats, booking.reference);
});
afterAll(async () => {
  await ctx?.close();
});

function describeResponse(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${String(res.headers['content-type'])} ${res.body.slice(0, 300)}`;
}

/** The property every answer must have. */
function checkAnswer(method: string, res: LightMyRequestResponse): void {
  expect(res.statusCode, describeResponse(res)).toBeLessThan(500);
  if (res.statusCode >= 400 && method !== 'HEAD') {
    expect(String(res.headers['content-type']), describeResponse(res)).toMatch(
      /^application\/json/,
    );
    const body = JSON.parse(res.body) as { message?: unknown };
    expect(typeof body.message, describeResponse(res)).toBe('string');
  }
}

describe('every route survives random and malformed input', () => {
  it('finds the API routes in the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/bookings' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/distance/:fromCity/:toCity' });
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/purchases/:id' });
  });

  it('never answers 5xx, and every 4xx is JSON with a message', async () => {
    const started = Date.now();
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const params = route.url.match(/:[A-Za-z]+/g) ?? [];
      const hasBody = !['GET', 'HEAD'].includes(route.method);
      const valid = bodies[`${route.method} ${route.url}`] ?? [];
      const requestArb = fc.record({
        segments: fc.array(pathSegment(knownSegments), {
          minLength: params.length,
          maxLength: params.length,
        }),
        query: queryArb,
        rawQuery: fc.option(rawQuery, { nil: undefined }),
        body: hasBody ? bodyArb(valid) : fc.constant<Body>({ kind: 'none' }),
        auth: authArb,
        acceptLanguage: fc.option(nastyString, { nil: undefined }),
      });
      await fc
        .assert(
          fc.asyncProperty(requestArb, async (request) => {
            if (CONVERSATION_ROUTES.has(`${route.method} ${route.url}`)) await seedChats();
            let url = route.url;
            params.forEach((param, i) => (url = url.replace(param, request.segments[i] ?? '')));
            url += queryString(request.query, request.rawQuery);
            const headers: Record<string, string> = {};
            if (request.auth === 'user') Object.assign(headers, bearer(token));
            if (request.auth === 'cookie') headers.cookie = `algotrip_session=${token}`;
            if (request.auth === 'garbage') headers.authorization = 'Bearer \u00ff%00not-a-token';
            if (request.acceptLanguage !== undefined) {
              // Headers cannot carry every character; keep what HTTP allows.
              headers['accept-language'] = request.acceptLanguage.replace(/[^\t\x20-\x7e]/g, '');
            }
            let payload: string | undefined;
            if (request.body.kind === 'json') {
              payload = JSON.stringify(request.body.value) ?? 'null';
              headers['content-type'] = 'application/json';
            } else if (request.body.kind === 'text') {
              payload = request.body.text;
              if (request.body.contentType) headers['content-type'] = request.body.contentType;
            }
            const res = await ctx.app.inject({
              method: route.method as 'GET',
              url,
              headers,
              payload,
              remoteAddress: randomIp(),
            });
            checkAnswer(route.method, res);
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE },
        )
        .catch((error: unknown) => {
          failures.push(
            `${route.method} ${route.url} (FUZZ_SEED=${SEED}, route ${index}): ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    console.info(
      `fuzzed ${routes.length} routes × ${RUNS_PER_ROUTE} runs in ${Date.now() - started} ms (seed ${SEED})`,
    );
  }, 600_000);

  it('refuses NUL in any text field of any body with a 400, signed in and out', async () => {
    for (const [key, valids] of Object.entries(bodies)) {
      const [method, url] = key.split(' ') as [string, string];
      for (const valid of valids) {
        for (let leaf = 0; leaf < countStrings(valid); leaf++) {
          for (const headers of [bearer(token), {}]) {
            if (CONVERSATION_ROUTES.has(key)) await seedChats();
            const res = await ctx.app.inject({
              method: method as 'POST',
              url,
              headers,
              payload: decorate(valid, leaf, 'a\u0000', '') as object,
              remoteAddress: randomIp(),
            });
            checkAnswer(method, res);
            expect(res.statusCode, `${key} leaf ${leaf}: ${describeResponse(res)}`).toBe(400);
          }
        }
      }
    }
  });

  it('answers unknown paths under /api with a 404 JSON, whatever the path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathSegment(['api', 'user', 'chat']), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        async (segments, method) => {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url: `/api/zz-${segments.join('/')}`,
            remoteAddress: randomIp(),
          });
          checkAnswer(method, res);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
