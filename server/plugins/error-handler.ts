import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STORAGE_MESSAGES, storageProblemOf } from '#server/db/storage-errors';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from '#server/http/errors';

/** A full or read-only disk is not fixed in a moment: come back in a minute. */
const STORAGE_RETRY_AFTER_SECONDS = 60;

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
  const cause = (error as { cause?: unknown }).cause;
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true;
  return /PGlite is closed|Cannot use a pool after calling end|Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    error.message,
  );
}

/** Names the first invalid field, e.g. "title: Title must be at least 5 characters" or "cues[0].atSeconds: ...". */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      // "/cues/0/atSeconds" reads "cues[0].atSeconds", as it would be written in code.
      const field = first.instancePath
        .replace(/^\//, '')
        .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
        .replaceAll('/', '.');
      const where = error.validationContext === 'body' ? '' : `${error.validationContext ?? 'request'} `;
      const name = field || (where ? where.trim() : 'body');
      return `${field ? `${where}${name}` : name}: ${first.message}`;
    }
  }
  return error.message;
}

/**
 * One place that turns every failure into `{ message }` JSON: validation 400s naming the field,
 * malformed JSON 400, oversized bodies 413, HttpErrors as thrown, an unreachable database 503,
 * and anything unexpected 500 without leaking stack traces or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(error.code ? { message: error.message, code: error.code } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ message: describeValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'Malformed JSON body' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'Request body is too large' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported content type; send application/json' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'body: expected a JSON object' });
    }
    const storage = storageProblemOf(error);
    if (storage) {
      request.log.error({ err: error }, `storage ${storage}`);
      return reply
        .status(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS))
        .send({ message: STORAGE_MESSAGES[storage] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: 'Service temporarily unavailable. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
}
