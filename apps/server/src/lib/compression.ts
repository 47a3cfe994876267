import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Whole bodies compressed in one call: a compression stream per response (what @fastify/compress does)
 * cost more than the rest of a small answer. Brotli at quality 5, not its default 11, which is meant for
 * files compressed once at build time.
 */
export const compressBody: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

const negotiator = new Negotiator<Exclude<Encoding, 'identity'>>({ supportedValues: ['br', 'gzip'] });

/** The encoding the client accepts that we prefer. */
export const acceptedEncoding = (request: FastifyRequest): Encoding =>
  negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
