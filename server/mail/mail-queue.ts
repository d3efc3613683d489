import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { enqueueJob, replaceJobPayload } from '#server/jobs/job-repository';
import { MailMessageSchema, type MailMessage } from './mail-message';
import { MailRejectedError, createMailTransport, type MailTransport } from './mail-transport';

export const MAIL_QUEUE = 'mail.send';
const MAIL_MAX_ATTEMPTS = 10;

/**
 * What a mail job's payload becomes once the mail has gone, been refused for good or given up on: the
 * message (and with it any single-use link) is dropped, so no link stays readable in the queue for
 * the weeks a finished job is kept. Addressee and subject stay for the operator.
 */
const SettledMailSchema = z.object({
  settled: z.enum(['sent', 'refused', 'gave-up']),
  to: z.string(),
  subject: z.string(),
});
type Settled = z.infer<typeof SettledMailSchema>['settled'];

/**
 * Queues a mail. Call it with the transaction that makes the change the mail reports on: the mail
 * exists only if that commits, and is sent by the job queue afterwards, never inside the request.
 */
export async function queueMail(
  tx: Database,
  message: MailMessage,
  options: { userId?: string; key?: string } = {},
): Promise<void> {
  await enqueueJob(tx, {
    queue: MAIL_QUEUE,
    payload: MailMessageSchema.parse(message),
    ...options,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

/**
 * Registers the mail.send handler: transient failures throw (the queue retries with backoff). The
 * message stays in the payload while a retry may need it, and is replaced by its settled form as
 * soon as no retry will: after the send, after a permanent refusal, and before the last attempt's
 * failure is reported. A run that finds the settled form (the completion after a clear was lost)
 * sends nothing again.
 */
export function registerMail(app: FastifyInstance, config: AppConfig): MailTransport {
  const transport = createMailTransport(config, app.log);
  app.jobs.register(MAIL_QUEUE, 'mail', async (payload, { attempt, jobId, db }) => {
    if (SettledMailSchema.safeParse(payload).success) return;
    const message = MailMessageSchema.parse(payload);
    const settle = (settled: Settled) =>
      replaceJobPayload(db, jobId, { settled, to: message.to, subject: message.subject });
    try {
      await transport.send(message);
    } catch (error) {
      if (error instanceof MailRejectedError && error.permanent) {
        app.log.error({ err: error, to: message.to, attempt }, 'mail refused by the server; not retried');
        await settle('refused');
        return;
      }
      app.log.warn({ err: error, to: message.to, attempt }, 'mail not sent; will retry');
      if (attempt >= MAIL_MAX_ATTEMPTS) await settle('gave-up');
      throw error;
    }
    await settle('sent');
  });
  app.addHook('onClose', async () => transport.close());
  return transport;
}
