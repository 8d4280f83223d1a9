import type { FastifyRequest } from 'fastify';

// A host name, IPv4 or bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * 'https://example.com' as the client reached us (through the trusted proxy when TRUST_PROXY
 * is set). A Host header that is not a plain host falls back to localhost, so a crafted header
 * cannot put arbitrary text into a link.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
