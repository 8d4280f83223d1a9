import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The same-origin policy of every response. */
const DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
};

/**
 * The CSP header. The HTML page adds its nonce to scripts and styles (inline styles that
 * libraries insert carry it); JSON and assets need none, so they skip making one.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return Object.entries(DIRECTIVES)
    .map(([name, values]) => {
      const withNonce =
        nonce && (name === 'script-src' || name === 'style-src')
          ? [...values, `'nonce-${nonce}'`]
          : values;
      return `${name} ${withNonce.join(' ')}`;
    })
    .join('; ');
}

/** Security headers on every response; the SPA handler sets the page's CSP with its nonce. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const policy = contentSecurityPolicy();
  await app.register(helmet, {
    // Built once here: helmet's per-request nonces would cost every API call a random draw.
    contentSecurityPolicy: false,
    // Off: over plain HTTP (local use, a LAN address) it would break every asset.
    hsts: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
}
