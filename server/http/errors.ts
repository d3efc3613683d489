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
export const serviceUnavailable = (message = 'Service temporarily unavailable. Please try again.') =>
  new HttpError(503, message);
