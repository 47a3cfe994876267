import type { FastifyRequest } from 'fastify';
import { imageMessages } from '@crankworks/contract';
import { badRequest, HttpError } from '../../lib/errors.ts';

/**
 * The bytes of the one file of a multipart upload, at most `maxBytes`. Every way a body can be wrong
 * is the client's: not multipart (415), unreadable or without a file (400), too large (413).
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpError(415, 'Send the image as multipart/form-data (field "image")', 'image');
  try {
    const file = await request.file();
    if (!file) throw badRequest(imageMessages.missing, 'image');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, imageMessages.tooLarge(maxBytes), 'image');
    // A broken body (no boundary, cut off, too many parts): busboy's own errors.
    throw badRequest('The upload could not be read as multipart/form-data', 'image');
  }
}
