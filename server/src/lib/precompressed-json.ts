import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * A JSON body that never changes while the process runs (country and city lists), serialised
 * once and compressed once per encoding on first use, so a request costs a lookup and the
 * browser receives a fraction of the bytes (the US city list is 125 KB as text).
 */
export class PrecompressedJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  body(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
            })
          : gzipSync(this.json, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The encodings the client accepts (RFC 9110 §12.5.3), without those it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/** Whether the client accepts this encoding. */
export function acceptsEncoding(request: FastifyRequest, encoding: Encoding): boolean {
  return acceptedEncodings(request.headers['accept-encoding']).has(encoding);
}

/** Brotli when the client accepts it, else gzip when it accepts that, else none. */
export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Sends the body compressed when the client accepts Brotli or gzip, else as it is. */
export function sendPrecompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedJson,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  reply.header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request);
  if (!encoding) return reply.send(body.json);
  reply.header('Content-Encoding', encoding);
  return reply.send(body.body(encoding));
}
