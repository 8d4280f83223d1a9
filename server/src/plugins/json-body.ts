import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

export const NUL_IN_TEXT_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

/** Whether a parsed JSON value holds U+0000 in any string, key or value (iterative: any depth). */
export function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (proto and constructor poisoning refused), plus one rule: no string
 * may hold U+0000. PostgreSQL text and jsonb cannot store it, so without this a `\u0000` in any
 * field reached the database and came back as a 500; now it is a 400 at the door, for every route.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (containsNul(value)) return done(new AppError(400, NUL_IN_TEXT_MESSAGE), undefined);
      return done(null, value);
    });
  });
}
