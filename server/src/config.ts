import path from 'node:path';
import { z } from 'zod';
import { AUTH_RATE_LIMIT, CHAT } from '@common/constants';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from './plugins/load-shedding';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './plugins/timeouts';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be from 1 to 65535')
  .max(65535, 'must be from 1 to 65535');

const databaseUrlSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!URL.canParse(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a URL such as postgres://user@host:5432/db',
      });
    } else if (!['postgres:', 'postgresql:'].includes(new URL(value).protocol)) {
      ctx.addIssue({ code: 'custom', message: 'must start with postgres:// or postgresql://' });
    }
  });

const llmBaseUrlSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an http(s) URL such as https://api.openai.com/v1',
      });
    }
  });

const smtpUrlSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!URL.canParse(value) || !['smtp:', 'smtps:'].includes(new URL(value).protocol)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465',
      });
    }
  });

const redisUrlSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!URL.canParse(value) || !['redis:', 'rediss:'].includes(new URL(value).protocol)) {
      ctx.addIssue({ code: 'custom', message: 'must be a URL such as redis://127.0.0.1:6379' });
    }
  });

// A bare address or a display name with one: 'AlgoTrip <trips@example.com>'.
const mailFromSchema = z
  .string()
  .trim()
  .regex(/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, {
    error: 'must be an address such as AlgoTrip <trips@example.com>',
  });
// 'https://a.example.com, https://b.example.com': origins given as scheme, host and port only.
const allowedOriginsSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      const url = URL.canParse(origin) ? new URL(origin) : undefined;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `must list origins such as https://app.example.com (not ${JSON.stringify(origin)})`,
        });
      }
    }
  });
// 32 random bytes in base64, as `openssl rand -base64 32` prints them.
const dataEncryptionKeySchema = z
  .string()
  .trim()
  .refine(
    (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes in base64 (openssl rand -base64 32)',
  )
  .transform((value) => Buffer.from(value, 'base64'));

// An empty or blank value means "not set", like DATABASE_URL.
function unsetWhenBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );
}

const envSchema = z.object({
  PORT: portSchema.default(5000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  // An empty DATABASE_URL means "not set", so `DATABASE_URL= npm start` uses PGlite.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), databaseUrlSchema.optional()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).catch('production').default('production'),
  // Number of proxy hops to trust for X-Forwarded-* (0: none). Needed behind a load balancer.
  TRUST_PROXY: z.coerce
    .number({ error: 'must be a number of proxy hops' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(0),
  // Sign-in and registration attempts per IP (and per username) a minute.
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number({ error: 'must be a number of attempts' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(AUTH_RATE_LIMIT.max),
  // Chat messages one IP may store through POST /api/chat/messages a minute.
  CHAT_RATE_LIMIT_MAX: z.coerce
    .number({ error: 'must be a number of messages' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(CHAT.writeRateLimit.max),
  // Chat turns one IP may ask of POST /api/chat/completions a minute.
  CHAT_TURN_RATE_LIMIT_MAX: z.coerce
    .number({ error: 'must be a number of turns' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(CHAT.turnRateLimit.max),
  // Mean event-loop delay beyond which new requests are answered 503 with Retry-After; 0: never.
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
  // Longest a client may take to send a whole request, and its headers (408 after that).
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(DEFAULT_REQUEST_TIMEOUT_MS),
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(DEFAULT_HEADERS_TIMEOUT_MS),
  // Origins besides the app's own whose pages may make cookie-authenticated changes.
  ALLOWED_ORIGINS: allowedOriginsSchema.default([]),
  // Encrypts passport numbers at rest. The server requires it with DATABASE_URL (the CLI
  // tools do not need it); the embedded database generates one into DATA_DIR when unset.
  DATA_ENCRYPTION_KEY: unsetWhenBlank(dataEncryptionKeySchema),
  // The optional LLM behind the assistant (an OpenAI-compatible chat-completions endpoint).
  LLM_BASE_URL: unsetWhenBlank(llmBaseUrlSchema),
  // Local endpoints (Ollama, llama.cpp) need no key.
  LLM_API_KEY: unsetWhenBlank(z.string().trim()),
  LLM_MODEL: unsetWhenBlank(z.string().trim()),
  // The optional mailer that sends the email outbox; unset, mail waits in the outbox.
  SMTP_URL: unsetWhenBlank(smtpUrlSchema),
  MAIL_FROM: unsetWhenBlank(mailFromSchema),
  // Where several instances share their per-address rate-limit counts; unset, they are counted
  // in the database (PostgreSQL) or in memory (the embedded database's one process).
  REDIS_URL: unsetWhenBlank(redisUrlSchema),
});

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type LlmConfig = { baseUrl: string; apiKey?: string; model: string };

export type MailConfig = { smtpUrl: string; from: string };

export type Config = {
  port: number;
  host: string;
  database: DatabaseConfig;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  trustProxy: number;
  /** Sign-in and registration attempts allowed per IP and per username a minute. */
  authRateLimitMax: number;
  chatRateLimitMax: number;
  /** Chat turns per IP a minute. */
  chatTurnRateLimitMax: number;
  maxEventLoopDelayMs: number;
  /** Time allowed to receive a whole request, and its headers alone. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Origins besides the app's own allowed to make cookie-authenticated changes. */
  allowedOrigins: string[];
  /** Unset with the embedded database: the key file in DATA_DIR is used (created if missing). */
  dataEncryptionKey?: Buffer;
  /** Unset: the assistant answers only from its own knowledge. */
  llm?: LlmConfig;
  /** Unset: nothing is sent and the product promises no email. */
  mail?: MailConfig;
  /** Unset: per-address rate limits are counted in PostgreSQL, or in memory when embedded. */
  redisUrl?: string;
};

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set(['DATA_ENCRYPTION_KEY']);

/** Parses the environment once; every bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const raw = env[name];
        // A secret is never echoed, not even a wrong one.
        const got =
          raw === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(raw)})`;
        return `${name} ${issue.message}${got}`;
      });
  // zod skips object-level checks while any field fails, so this one reads the raw values to be
  // listed together with the other problems.
  if (isSet(env.LLM_BASE_URL) && !isSet(env.LLM_MODEL)) {
    problems.push('LLM_MODEL must be set when LLM_BASE_URL is set');
  }
  if (isSet(env.SMTP_URL) && !isSet(env.MAIL_FROM)) {
    problems.push('MAIL_FROM must be set when SMTP_URL is set');
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    chatRateLimitMax: e.CHAT_RATE_LIMIT_MAX,
    chatTurnRateLimitMax: e.CHAT_TURN_RATE_LIMIT_MAX,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    allowedOrigins: e.ALLOWED_ORIGINS,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    redisUrl: e.REDIS_URL,
  };
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
