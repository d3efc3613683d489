import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors';

export type UploadedPart = { name: string; bytes: Uint8Array };

/** A size @fastify/multipart refuses (a file, the parts or files count): it marks these 413. */
const isOverLimit = (error: unknown) =>
  error instanceof Error && 'statusCode' in error && error.statusCode === 413;

/**
 * The files a multipart form sends in `field`, at most `maxBytes` in all. Every way a form can be
 * malformed (no boundary, a truncated part, a body that is not multipart at all) is a 400 that
 * says so: busboy reports them as plain errors, which would otherwise be 500s.
 */
export async function readFileParts(
  request: FastifyRequest,
  field: string,
  limits: { maxBytes: number; tooLarge: string; missing: string },
): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw badRequest(limits.missing);
  const files: UploadedPart[] = [];
  let total = 0;
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== field) {
        // Drained, not held: only the named field's files count and stay in memory.
        part.file.resume();
        continue;
      }
      const bytes = new Uint8Array(await part.toBuffer());
      total += bytes.length;
      if (total > limits.maxBytes) throw new HttpError(413, limits.tooLarge);
      files.push({ name: part.filename || 'file', bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isOverLimit(error)) throw new HttpError(413, limits.tooLarge);
    const reason = error instanceof Error ? error.message : 'it cannot be read';
    throw badRequest(`${field}: the form is not readable multipart data (${reason}).`);
  }
  return files;
}
