import { refusalOf } from '@crankworks/contract';

/** An error the client caused or may see: it becomes a JSON `{ message, field? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * A service the shop relies on (the payment provider) could not be reached or refused what the shop
 * asked: a 502 in our words, whatever the service said. Its own error is the cause, for the log only.
 */
export class UpstreamError extends HttpError {
  override name = 'UpstreamError';

  constructor(message: string, cause: unknown, statusCode: 502 | 503 = 502) {
    super(statusCode, message);
    this.cause = cause;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
/** A 400 for one field, its message starting with the field's label ("Page marker is invalid"). */
export const fieldRefused = (field: string, problem: string) => badRequest(refusalOf(field, problem), field);
export const unauthorized = (message = 'Sign in first') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const unprocessable = (message: string, field?: string) => new HttpError(422, message, field);
