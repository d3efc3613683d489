import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#server/http/errors';

export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const FormValuesSchema = z.object({
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  token: z.string().optional(),
  /** An invitation's token (invite-only sign-up), kept in the form when it is shown again. */
  invitation: z.string().optional(),
});
export type FormValues = z.infer<typeof FormValuesSchema>;

/** What the member typed (never the password), to put back into the form after an error. */
function formValues(body: unknown): FormValues {
  const parsed = FormValuesSchema.safeParse(body);
  return parsed.success ? parsed.data : {};
}

/**
 * Route error handler: form posts (no JavaScript) get the page back with the error and their input;
 * JSON callers get the usual `{ message }` from the app's error handler.
 */
export function formAwareErrors(render: (error: string, values: FormValues) => string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!isFormPost(request)) throw error;
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    const message =
      error instanceof HttpError || status < 500 ? error.message : 'Something went wrong. Please try again.';
    if (status >= 500) request.log.error({ err: error }, 'account form failed');
    return reply
      .status(status)
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(render(message, formValues(request.body)));
  };
}

/**
 * The first problem as the member reads it. The schemas' own messages name their field in words
 * ("Enter your first name."); a field that is missing or of the wrong type has only zod's generic
 * message, so the field's name leads it ("firstName: Invalid input: expected string, received
 * undefined"), as the app's other 400s do.
 */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Check the form and try again.';
  const field = issue.path.map(String).join('.');
  return issue.code === 'invalid_type' && field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses a form or JSON body with the domain schema; 400 naming the first problem. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

/**
 * Mailed links and provider redirects are opened by browsers, which ask for HTML: they get a page.
 * API callers (no text/html in Accept) get the usual `{ message }` JSON.
 */
export function sendPageOrMessage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: string,
  message: string,
) {
  if ((request.headers.accept ?? '').includes('text/html'))
    return reply.status(status).type('text/html').header('cache-control', 'no-store').send(page);
  return reply.status(status).send({ message });
}
