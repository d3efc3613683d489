import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#e2e/harness/app-server';
import { postgresChangeFeed, type ChangeFeed } from '#server/db/change-feed';
import { createEmptyPostgresDatabase } from '#server/test-support/test-database';
import { TcpProxy } from '#server/test-support/tcp-proxy';

/** A LISTEN connection whose network path goes silent must be noticed within 30 seconds. */
describe.runIf(process.env.TEST_DB === 'postgres')('change feed heartbeat', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let proxy: TcpProxy;
  let feed: ChangeFeed;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const target = new URL(empty.url);
    proxy = new TcpProxy(Number(target.port || 5432), await freePort());
    await proxy.start();
    target.port = String(proxy.port);
    feed = await postgresChangeFeed(target.href);
  });
  afterAll(async () => {
    await feed.close();
    await proxy.stop();
    await empty.drop();
  });

  it('stops serving caches within 30 s of the connection going half-open', async () => {
    expect(feed.live()).toBe(true);
    const resets: number[] = [];
    feed.subscribe({ changed: () => undefined, reset: () => resets.push(Date.now()) });
    const frozenAt = Date.now();
    proxy.freeze();
    while (feed.live() && Date.now() - frozenAt < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.live()).toBe(false);
    expect(Date.now() - frozenAt).toBeLessThan(30_000);
    expect(resets.length).toBeGreaterThan(0);
  }, 40_000);
});

/** Announcements leave after the commit, in batches, on the feed's own connection. */
describe.runIf(process.env.TEST_DB === 'postgres')('change feed announcements', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let here: ChangeFeed;
  let there: ChangeFeed;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    here = await postgresChangeFeed(empty.url);
    there = await postgresChangeFeed(empty.url);
  });
  afterAll(async () => {
    await here.close();
    await there.close();
    await empty.drop();
  });

  it('tells this instance at once and every other instance soon after, each change once', async () => {
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    here.subscribe({ changed: (topic, key) => heardHere.push(`${topic}:${key}`), reset: () => undefined });
    there.subscribe({ changed: (topic, key) => heardThere.push(`${topic}:${key}`), reset: () => undefined });
    const keys = Array.from({ length: 1_200 }, (_, index) => `member-${index}`);
    for (const key of keys) here.announce('user', key);
    here.announce('stories', 'all');
    // Delivered here before any round trip: the next read on this instance is fresh.
    expect(heardHere).toHaveLength(1_201);
    await here.flushed();
    const deadline = Date.now() + 5_000;
    while (heardThere.length < 1_201 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(new Set(heardThere)).toEqual(new Set([...keys.map((key) => `user:${key}`), 'stories:all']));
    expect(heardThere).toHaveLength(1_201);
  });
});
