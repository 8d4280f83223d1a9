import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('defaults to port 5000 and PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and PGlite when it is empty', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/algotrip';
    expect(loadConfig({ DATABASE_URL: url, DATA_ENCRYPTION_KEY: KEY, PORT: '8080' })).toMatchObject(
      {
        port: 8080,
        database: { kind: 'postgres', url },
      },
    );
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be from 1 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT must be a whole number (got "80.5")'],
    [
      { DATABASE_URL: 'not a url' },
      'Invalid configuration: DATABASE_URL must be a URL such as postgres://user@host:5432/db (got "not a url")',
    ],
    [
      { DATABASE_URL: 'mysql://root@localhost/x' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://root@localhost/x")',
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('limits chat turns to 120 a minute unless CHAT_TURN_RATE_LIMIT_MAX says otherwise', () => {
    expect(loadConfig({}).chatTurnRateLimitMax).toBe(120);
    expect(loadConfig({ CHAT_TURN_RATE_LIMIT_MAX: '500' }).chatTurnRateLimitMax).toBe(500);
    expect(() => loadConfig({ CHAT_TURN_RATE_LIMIT_MAX: '0' })).toThrow(
      'CHAT_TURN_RATE_LIMIT_MAX must be 1 or more (got "0")',
    );
  });

  it('limits stored chat messages to 30 a minute unless CHAT_RATE_LIMIT_MAX says otherwise', () => {
    expect(loadConfig({}).chatRateLimitMax).toBe(30);
    expect(loadConfig({ CHAT_RATE_LIMIT_MAX: '1000' }).chatRateLimitMax).toBe(1000);
    expect(() => loadConfig({ CHAT_RATE_LIMIT_MAX: '0' })).toThrow(
      'CHAT_RATE_LIMIT_MAX must be 1 or more (got "0")',
    );
  });

  it('limits sign-in attempts to 10 a minute unless AUTH_RATE_LIMIT_MAX says otherwise', () => {
    expect(loadConfig({}).authRateLimitMax).toBe(10);
    expect(loadConfig({ AUTH_RATE_LIMIT_MAX: '1000' }).authRateLimitMax).toBe(1000);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MAX: '0' })).toThrow(
      'AUTH_RATE_LIMIT_MAX must be 1 or more (got "0")',
    );
  });

  it('sheds load beyond a 1 s event-loop delay unless MAX_EVENT_LOOP_DELAY_MS says otherwise', () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(
      'MAX_EVENT_LOOP_DELAY_MS must be 0 or more',
    );
  });

  it('times slow clients out after 30 s (10 s for headers) unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000' })).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      'REQUEST_TIMEOUT_MS must be 1 or more',
    );
  });

  it('reads ALLOWED_ORIGINS as a comma-separated list of origins', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://a.example.com, http://localhost:5173' })
        .allowedOrigins,
    ).toEqual(['https://a.example.com', 'http://localhost:5173']);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example.com/app' })).toThrow(
      'ALLOWED_ORIGINS must list origins such as https://app.example.com',
    );
  });

  it('leaves the LLM off unless LLM_BASE_URL is set, and treats blank values as unset', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: ' ', LLM_MODEL: '' }).llm).toBeUndefined();
  });

  it('reads the LLM endpoint, model and optional key', () => {
    expect(
      loadConfig({
        LLM_BASE_URL: 'https://api.example.com/v1',
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'small-model',
      }).llm,
    ).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'sk-test', model: 'small-model' });
    // A local endpoint needs no key.
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3' });
  });

  it.each([
    [
      { LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' },
      'Invalid configuration: LLM_BASE_URL must be an http(s) URL such as https://api.openai.com/v1 (got "not a url")',
    ],
    [
      { LLM_BASE_URL: 'ftp://example.com/v1', LLM_MODEL: 'm' },
      'Invalid configuration: LLM_BASE_URL must be an http(s) URL such as https://api.openai.com/v1 (got "ftp://example.com/v1")',
    ],
    [
      { LLM_BASE_URL: 'https://api.example.com/v1' },
      'Invalid configuration: LLM_MODEL must be set when LLM_BASE_URL is set',
    ],
    [
      { LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: '  ' },
      'Invalid configuration: LLM_MODEL must be set when LLM_BASE_URL is set',
    ],
  ])('rejects the LLM settings %o with a clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads the mailer from SMTP_URL and MAIL_FROM, and leaves it unset without them', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' }).mail).toBeUndefined();
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
        MAIL_FROM: 'AlgoTrip <trips@example.com>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'AlgoTrip <trips@example.com>',
    });
  });

  it.each([
    [{ SMTP_URL: 'smtp://localhost:25' }, 'MAIL_FROM must be set when SMTP_URL is set'],
    [{ SMTP_URL: 'http://localhost', MAIL_FROM: 'a@example.com' }, 'SMTP_URL must be an SMTP URL'],
    [{ SMTP_URL: 'smtp://localhost', MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an address'],
  ])('rejects the mail settings %o with a clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the shared rate-limit store from REDIS_URL, and leaves it unset when blank', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example.com:6380' }).redisUrl).toBe(
      'rediss://:secret@cache.example.com:6380',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example.com' })).toThrow(
      'Invalid configuration: REDIS_URL must be a URL such as redis://127.0.0.1:6379 (got "http://cache.example.com")',
    );
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '0', DATABASE_URL: 'x' })).toThrow(
      /^Invalid configuration: PORT .*; DATABASE_URL .*$/,
    );
    expect(() => loadConfig({ PORT: 'x', LLM_BASE_URL: 'https://api.example.com/v1' })).toThrow(
      /^Invalid configuration: PORT .*; LLM_MODEL must be set when LLM_BASE_URL is set$/,
    );
  });

  it('reads DATA_ENCRYPTION_KEY as 32 bytes, never echoing a wrong one', () => {
    expect(loadConfig({ DATA_ENCRYPTION_KEY: KEY }).dataEncryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).dataEncryptionKey).toBeUndefined();
    const short = Buffer.alloc(16).toString('base64');
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: short })).toThrow(
      /^Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes in base64/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'not base64!' })).toThrow(
      new ConfigError(
        'Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
      ),
    );
  });
});
