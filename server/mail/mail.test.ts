import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/jobs';
import { queueMail } from '#server/mail/mail-queue';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';

const message = (to: string) => ({
  to,
  subject: 'Confirm your e-mail',
  heading: 'One step left',
  paragraphs: ['Confirm that this address is yours.'],
  action: { label: 'Confirm e-mail', url: 'http://127.0.0.1:3000/api/verify-email?token=abc_DEF-123' },
  footer: 'If you did not create an account, ignore this mail.',
});

describe('mail over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Abundance <hello@abundance.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends nothing until the transaction commits, then delivers text and HTML with the link', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await queueMail(tx, message('rolled@back.test'));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.database.db.transaction((tx) => queueMail(tx, message('Reader@Example.com')));
    await t.app.jobs.runDue();
    const mail = await smtp.waitFor('reader@example.com');
    expect(smtp.received.some((received) => received.to.includes('rolled@back.test'))).toBe(false);
    expect(mail.from).toBe('hello@abundance.test');
    expect(mail.raw).toContain('Subject: Confirm your e-mail');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(linkIn(mail, 'http://127.0.0.1:3000/api/verify-email')).toBe(
      'http://127.0.0.1:3000/api/verify-email?token=abc_DEF-123',
    );
    expect(mail.text).toContain('Confirm e-mail: http://127.0.0.1:3000/api/verify-email?token=abc_DEF-123');
  });

  it('retries a transient refusal (4xx) and gives up at once on a permanent one (5xx)', async () => {
    smtp.failNext(1, 421);
    await t.database.db.transaction((tx) => queueMail(tx, message('retry@example.com')));
    const start = Date.now();
    await t.app.jobs.runDue({ now: start });
    expect(smtp.received.filter((mail) => mail.to.includes('retry@example.com'))).toHaveLength(0);
    await t.app.jobs.runDue({ now: start + 60_000 });
    await smtp.waitFor('retry@example.com');

    smtp.failNext(1, 550);
    await t.database.db.transaction((tx) => queueMail(tx, message('refused@example.com')));
    await t.app.jobs.runDue({ now: start + 120_000 });
    const rows = await t.database.db.select().from(jobs);
    const refused = rows.find(
      (row) => JSON.stringify(row.payload).includes('refused@example.com') && row.finishedAt,
    );
    expect(refused?.attempts).toBe(1);
    expect(refused?.payload).toEqual({
      settled: 'refused',
      to: 'refused@example.com',
      subject: 'Confirm your e-mail',
    });
  });

  it('drops the link from the queue when the last attempt fails', async () => {
    smtp.failNext(10, 421);
    await t.database.db.transaction((tx) => queueMail(tx, message('unlucky@example.com')));
    const start = Date.now() + 600_000;
    for (let attempt = 0; attempt < 10; attempt += 1)
      await t.app.jobs.runDue({ now: start + attempt * 86_400_000 });
    const rows = await t.database.db.select().from(jobs);
    const given = rows.find((row) => JSON.stringify(row.payload).includes('unlucky@example.com'));
    expect(given).toMatchObject({ attempts: 10, failed: 1 });
    expect(given?.payload).toEqual({
      settled: 'gave-up',
      to: 'unlucky@example.com',
      subject: 'Confirm your e-mail',
    });
    expect(JSON.stringify(rows.map((row) => row.payload))).not.toContain('token=');
  });
});

describe('mail without SMTP_URL', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'abundance-outbox-'));
    t = await createTestApp({ DATA_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message to DATA_DIR/outbox as an .eml file', async () => {
    await t.database.db.transaction((tx) => queueMail(tx, message('outbox@example.com')));
    await t.app.jobs.runDue();
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: outbox@example.com');
    expect(eml).toContain('Subject: Confirm your e-mail');
  });
});
