import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 5000 and PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and PGlite when it is empty', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/algotrip';
    expect(loadConfig({ DATABASE_URL: url, PORT: '8080' })).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url },
    });
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

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '0', DATABASE_URL: 'x' })).toThrow(
      /^Invalid configuration: PORT .*; DATABASE_URL .*$/,
    );
  });
});
