import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

/** Undoes quoted-printable (soft line breaks and =XX escapes), enough to read links back. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export type SmtpTestServer = {
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with this SMTP reply code (4xx transient, 5xx permanent). */
  failNext: (count: number, responseCode: number) => void;
  /** Waits for the n-th message (1-based) addressed to `to`, or the first whose subject is `nth`. */
  waitFor: (to: string, nth?: number | string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let failures = { count: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures.count > 0) {
          failures = { ...failures, count: failures.count - 1 };
          const error = Object.assign(new Error('test server refuses this message'), {
            responseCode: failures.code,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP test server has no port');
  const { port } = address;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count, responseCode) => {
      failures = { count, code: responseCode };
    },
    async waitFor(to, nth = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter((mail) => mail.to.includes(to.toLowerCase()));
        const mail =
          typeof nth === 'string'
            ? matching.find((candidate) => candidate.raw.includes(`Subject: ${nth}`))
            : matching[nth - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail ${nth} to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that starts with `prefix` (e.g. PUBLIC_URL + '/api/verify-email'). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}
