import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { enqueueJob } from '#server/jobs/job-repository';
import { MailMessageSchema, type MailMessage } from './mail-message';
import { MailRejectedError, createMailTransport, type MailTransport } from './mail-transport';

export const MAIL_QUEUE = 'mail.send';

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
    maxAttempts: 10,
  });
}

/** Registers the mail.send handler: transient failures throw (the queue retries with backoff). */
export function registerMail(app: FastifyInstance, config: AppConfig): MailTransport {
  const transport = createMailTransport(config, app.log);
  app.jobs.register(MAIL_QUEUE, 'mail', async (payload, { attempt }) => {
    const message = MailMessageSchema.parse(payload);
    try {
      await transport.send(message);
    } catch (error) {
      if (error instanceof MailRejectedError && error.permanent) {
        app.log.error({ err: error, to: message.to, attempt }, 'mail refused by the server; not retried');
        return;
      }
      app.log.warn({ err: error, to: message.to, attempt }, 'mail not sent; will retry');
      throw error;
    }
  });
  app.addHook('onClose', async () => transport.close());
  return transport;
}
