/**
 * An error whose status and message are safe to show the client. Services throw these;
 * the error handler turns them into `{ message }` responses.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason the client acts on (e.g. reauth_required). */
    readonly code?: string,
    /** Seconds a client should wait before trying again (sent as Retry-After, with 503 and 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
/** Also what a user gets for another user's row: never confirm that it exists. */
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** How long a request caught by a lost database connection is asked to wait: reconnecting takes a moment. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
export const serviceUnavailable = (
  message = 'Service temporarily unavailable. Please try again.',
  retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS,
) => new HttpError(503, message, undefined, retryAfterSeconds);
