import { describe, expect, it } from 'vitest';
import { createAnnouncer } from './change-feed';

/** A sender whose batches finish only when the test says so. */
function heldSender() {
  const batches: string[][] = [];
  const releases: Array<() => void> = [];
  const send = (payloads: string[]) =>
    new Promise<void>((resolve) => {
      batches.push(payloads);
      releases.push(resolve);
    });
  const releaseNext = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, send, releaseNext };
}

describe('createAnnouncer', () => {
  it('sends the first announcement at once, and those made meanwhile together in the next batch', async () => {
    const sender = heldSender();
    const announcer = createAnnouncer(sender.send);
    announcer.add('user:a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sender.batches).toEqual([['user:a']]);
    announcer.add('user:b');
    announcer.add('stories:all');
    announcer.add('user:b');
    expect(sender.batches).toHaveLength(1);
    await sender.releaseNext();
    expect(sender.batches).toEqual([['user:a'], ['user:b', 'stories:all']]);
    await sender.releaseNext();
    await announcer.flushed();
    expect(sender.batches).toHaveLength(2);
  });

  it('splits a long queue into batches of at most 500', async () => {
    const sent: string[][] = [];
    const announcer = createAnnouncer(async (payloads) => void sent.push(payloads));
    for (let index = 0; index < 1_200; index += 1) announcer.add(`user:${index}`);
    await announcer.flushed();
    expect(sent.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(new Set(sent.flat()).size).toBe(1_200);
  });

  it('goes on after a batch that failed', async () => {
    const sent: string[][] = [];
    let fail = true;
    const announcer = createAnnouncer(async (payloads) => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      sent.push(payloads);
    });
    announcer.add('user:a');
    await announcer.flushed();
    announcer.add('user:b');
    await announcer.flushed();
    expect(sent).toEqual([['user:b']]);
  });
});
