import { describe, expect, it, vi } from 'vitest';
import { ChangeCache, DEFAULT_CACHE_MAX_AGE_MS } from './change-cache';
import type { ChangeFeed, ChangeSubscriber } from './change-feed';

function fakeFeed() {
  const subscribers: ChangeSubscriber[] = [];
  let live = true;
  const feed: ChangeFeed = {
    announce: (topic, key) => subscribers.forEach((subscriber) => subscriber.changed(topic, key)),
    flushed: async () => undefined,
    subscribe: (subscriber) => void subscribers.push(subscriber),
    live: () => live,
    close: async () => undefined,
  };
  return {
    feed,
    setLive: (value: boolean) => {
      live = value;
      subscribers.forEach((subscriber) => subscriber.reset());
    },
  };
}

function counter(values: string[]) {
  let calls = 0;
  return { load: async () => values[calls++] ?? 'none', calls: () => calls };
}

describe('ChangeCache', () => {
  it('loads once, then answers from memory until the key changes', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'energy');
    const source = counter(['v1', 'v2']);
    expect(await cache.get('ann', source.load)).toBe('v1');
    expect(await cache.get('ann', source.load)).toBe('v1');
    expect(source.calls()).toBe(1);
    feed.announce('energy', 'ann');
    expect(await cache.get('ann', source.load)).toBe('v2');
    expect(source.calls()).toBe(2);
  });

  it('keeps null answers too', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string | null>(feed, 'energy');
    let calls = 0;
    const load = async () => {
      calls += 1;
      return null;
    };
    await cache.get('ben', load);
    expect(await cache.get('ben', load)).toBeNull();
    expect(calls).toBe(1);
  });

  it('does not keep an answer loaded while a change arrived (it may predate the change)', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'energy');
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('ann', () => new Promise<string>((resolve) => (release = resolve)));
    feed.announce('energy', 'ann');
    release('old');
    expect(await slow).toBe('old');
    const source = counter(['new']);
    expect(await cache.get('ann', source.load)).toBe('new');
    expect(source.calls()).toBe(1);
  });

  it('serves nothing from memory while the feed is not live, and starts empty when it is again', async () => {
    const feedControl = fakeFeed();
    const cache = new ChangeCache<string>(feedControl.feed, 'energy');
    await cache.get('ann', async () => 'cached');
    feedControl.setLive(false);
    expect(cache.size).toBe(0);
    const source = counter(['a', 'b', 'c']);
    await cache.get('ann', source.load);
    await cache.get('ann', source.load);
    expect(source.calls()).toBe(2);
    feedControl.setLive(true);
    expect(await cache.get('ann', source.load)).toBe('c');
    expect(await cache.get('ann', source.load)).toBe('c');
  });

  it('evicts the least recently used key beyond its bound', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'energy', { maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'unused');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('reloads an answer that is no longer fresh or older than its maximum age', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'user', { maxAgeMs: 40 });
    const source = counter(['monday', 'tuesday', 'tuesday-later']);
    expect(await cache.get('ann', source.load, (day) => day === 'monday')).toBe('monday');
    expect(await cache.get('ann', source.load, (day) => day === 'tuesday')).toBe('tuesday');
    expect(await cache.get('ann', source.load)).toBe('tuesday');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.get('ann', source.load)).toBe('tuesday-later');
  });

  it('gives every cache a maximum age of one minute, even one configured without', async () => {
    vi.useFakeTimers();
    try {
      const { feed } = fakeFeed();
      const cache = new ChangeCache<string>(feed, 'energy');
      const source = counter(['first', 'second']);
      expect(await cache.get('k', source.load)).toBe('first');
      vi.advanceTimersByTime(DEFAULT_CACHE_MAX_AGE_MS - 1);
      expect(await cache.get('k', source.load)).toBe('first');
      vi.advanceTimersByTime(2);
      expect(await cache.get('k', source.load)).toBe('second');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets every key on any change of its topic when asked to (answers shared by everyone)', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'stories', { forgetAllOnChange: true });
    const source = counter(['member', 'admin', 'member 2']);
    await cache.get('member', source.load);
    await cache.get('admin', source.load);
    expect(cache.size).toBe(2);
    feed.announce('stories', 'all');
    expect(cache.size).toBe(0);
    expect(await cache.get('member', source.load)).toBe('member 2');
  });

  it('getMany loads only the missing keys, in one call, and peek never loads', async () => {
    const { feed, setLive } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'user');
    const asked: string[][] = [];
    const loadMany = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, `${key}@${asked.length}`]));
    };
    expect([...(await cache.getMany(['ann', 'bob', 'ann'], loadMany))]).toEqual([
      ['ann', 'ann@1'],
      ['bob', 'bob@1'],
    ]);
    const again = await cache.getMany(['bob', 'cy', 'gone'], loadMany);
    expect(asked).toEqual([
      ['ann', 'bob'],
      ['cy', 'gone'],
    ]);
    expect(again.get('bob')).toBe('bob@1');
    expect(again.has('gone')).toBe(false);
    expect(cache.peek('cy')).toBe('cy@2');
    feed.announce('user', 'cy');
    expect(cache.peek('cy')).toBeUndefined();
    setLive(false);
    expect(cache.peek('ann')).toBeUndefined();
  });

  it('getMany keeps nothing that was loading while a change arrived', async () => {
    const { feed } = fakeFeed();
    const cache = new ChangeCache<string>(feed, 'user');
    const found = await cache.getMany(['ann'], async (keys) => {
      feed.announce('user', 'bob');
      return new Map(keys.map((key) => [key, 'old']));
    });
    expect(found.get('ann')).toBe('old');
    expect(cache.peek('ann')).toBeUndefined();
  });
});
