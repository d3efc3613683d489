import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '#server/config';
import { renderHtml, renderText, type MailMessage } from './mail-message';

export type MailTransport = {
  /** Resolves once the mail is handed over; rejects with `permanent` false when a retry may work. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export class MailRejectedError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** A 5xx SMTP reply will not change on retry (bad address, refused sender); anything else may. */
function classify(error: unknown): MailRejectedError {
  const responseCode =
    error && typeof error === 'object' && 'responseCode' in error ? Number(error.responseCode) : NaN;
  const text = error instanceof Error ? error.message : String(error);
  return new MailRejectedError(text, responseCode >= 500 && responseCode < 600);
}

/**
 * SMTP when SMTP_URL is set (smtps:// for implicit TLS, smtp:// upgrades with STARTTLS when offered).
 * Without it every mail goes to the log and to DATA_DIR/outbox/ as an .eml file, so a self-hosted
 * install without a mail server still gets its links.
 */
export function createMailTransport(config: AppConfig, log: FastifyBaseLogger): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: renderText(message),
    html: renderHtml(message),
    textEncoding: 'quoted-printable' as const,
  });

  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (message) => {
        try {
          await transporter.sendMail(envelope(message));
        } catch (error) {
          throw classify(error);
        }
      },
      close: () => transporter.close(),
    };
  }

  const outbox = config.DATA_DIR.startsWith('memory://') ? null : path.resolve(config.DATA_DIR, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transporter.sendMail(envelope(message));
      log.info(
        { to: message.to, subject: message.subject, link: message.action?.url },
        'mail not sent (SMTP_URL unset): written to the outbox',
      );
      if (!outbox) return;
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message);
    },
    close: () => transporter.close(),
  };
}
