import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Opaque: it means nothing without the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
