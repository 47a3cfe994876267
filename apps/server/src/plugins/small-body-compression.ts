import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, compressBody } from '../lib/compression.ts';

/** Smaller bodies are not worth compressing; larger ones (files) are left to @fastify/compress's streams. */
const SMALLEST = 1024;
const LARGEST = 256 * 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/**
 * Compresses the answers routes build in memory (JSON) in one synchronous call. Registered before
 * @fastify/compress, which leaves a body that already has an encoding alone.
 */
export function registerSmallBodyCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < SMALLEST || size > LARGEST) return payload;
    const encoding = acceptedEncoding(request);
    if (encoding === 'identity') return payload;
    const vary = reply.getHeader('vary');
    reply
      .header('content-encoding', encoding)
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .removeHeader('content-length');
    return compressBody[encoding](Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
  });
}
