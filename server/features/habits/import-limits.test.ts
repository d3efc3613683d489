import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { constants, createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#domain/habits/import';
import { multipartForm, type FormFile } from '#server/test-support/multipart-form';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const encode = (text: string) => new TextEncoder().encode(text);

/** `text` repeated until the file is `bytes` long (after its header line). */
const csvOf = (header: string, row: string, bytes: number) =>
  encode(`${header}\n${row.repeat(Math.floor((bytes - header.length - 1) / row.length))}`);

/**
 * A zip of one deflated entry whose headers declare `declared` bytes while it inflates to
 * `inflated` zeros: one deflate stream (run-length, about 1 KB per MB), written chunk by chunk so
 * the zeros are never held at once. The CRC is left 0, as a liar would.
 */
async function lyingZip(declared: number, inflated: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 1, strategy: constants.Z_RLE });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < inflated; written += megabyte.length)
    if (!deflate.write(megabyte)) await once(deflate, 'drain');
  await finished(deflate.end());
  const data = Buffer.concat(chunks);
  const name = Buffer.from('Habits.csv');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

describe('an import upload cannot stall or exhaust the server', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  /**
   * Posts the upload and, while it is read, a health request; answers the import's response,
   * how long it took, the health request's status and time, and the most the process's resident
   * memory grew while it ran (sampled every 10 ms, which only happens while the event loop runs).
   */
  async function measure(source: string, files: FormFile[]) {
    const form = await multipartForm(files);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const importing = t.as(user, { method: 'POST', url: `/api/import/${source}`, ...form });
    // Asked for 50 ms in, while the upload is being read: its time counts from then, so an event
    // loop held by the import shows as a slow health answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - started - 50;
    const response = await importing;
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { response, ms, health: health.statusCode, healthMs, grewMb: (peak - before) / 1024 / 1024 };
  }

  it.each([
    ['100 KB', 100 * 1024],
    ['1 MB', 1024 * 1024],
    ['5 MB', IMPORT_LIMITS.fileBytes],
  ])(
    'a %s CSV of rows that do not match the header is a 400 within 2 s, in bounded memory',
    async (_, bytes) => {
      const { response, ms, health, healthMs, grewMb } = await measure('csv', [
        { name: 'odd.csv', bytes: csvOf('date,habit,value', 'x\n', bytes) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /^odd\.csv, line \d+: this is not a CSV file: more than 1,000 rows/,
      );
      expect(ms).toBeLessThan(2_000);
      expect(grewMb).toBeLessThan(150);
      expect(health).toBe(200);
      expect(healthMs).toBeLessThan(1_000);
    },
  );

  it('a 5 MB CSV of more rows than an import may hold stops at the row limit within 2 s', async () => {
    const { response, ms, grewMb, health, healthMs } = await measure('csv', [
      { name: 'long.csv', bytes: csvOf('date,habit,value', '2026-01-01,Walk,1\n', IMPORT_LIMITS.fileBytes) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(ms).toBeLessThan(2_000);
    expect(grewMb).toBeLessThan(150);
    expect(health).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
  });

  it('a 2 MB zip that declares 100 bytes and inflates to 2 GB stops at the unpacked budget', async () => {
    const bomb = await lyingZip(100, 2 * 1024 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileBytes);
    const { response, ms, grewMb, health, healthMs } = await measure('loop', [
      { name: 'bomb.zip', bytes: bomb },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMPORT_MESSAGES.unpackedTooLarge);
    expect(ms).toBeLessThan(2_000);
    expect(grewMb).toBeLessThan(150);
    expect(health).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
  });

  it('lists the first 50 rows it leaves out and counts them all', async () => {
    const rows = Array.from({ length: 300 }, (_, index) => `2026-01-01,Walk,maybe${index}\n`).join('');
    const response = await t.as(user, {
      method: 'POST',
      url: '/api/import/csv?dryRun=1',
      ...(await multipartForm([{ name: 'maybe.csv', bytes: encode(`date,habit,value\n${rows}`) }])),
    });
    expect(response.statusCode).toBe(200);
    const { skipped, skippedCount } = response.json();
    expect(skippedCount).toBe(300);
    expect(skipped).toHaveLength(IMPORT_LIMITS.skippedListed);
    expect(skipped[0]).toEqual({
      file: 'maybe.csv',
      line: 2,
      reason: 'the value maybe0 is not 1, 0 or skip',
    });
  });
});
