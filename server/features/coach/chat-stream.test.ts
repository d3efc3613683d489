import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatStandIn, type ChatStandIn } from '#server/test-support/chat-stand-in';
import { ChatStreamError, streamChat } from './chat-stream';

let standIn: ChatStandIn;
beforeAll(async () => {
  standIn = await startChatStandIn();
});
afterAll(() => standIn.close());

async function collect(idleTimeoutMs = 1_000): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of streamChat({ baseUrl: standIn.baseUrl, model: 'm', idleTimeoutMs }, [
    { role: 'user', content: 'hi' },
  ]))
    pieces.push(piece);
  return pieces;
}

describe('streamChat against a loopback stand-in', () => {
  it('yields each streamed piece in order', async () => {
    standIn.mode = 'stream';
    standIn.delayMs = 10;
    expect(await collect()).toEqual(['Breathe in. ', 'Your fund ', 'grows weekly.']);
  });

  it('times out when the model is silent longer than the idle limit', async () => {
    standIn.mode = 'slow';
    standIn.delayMs = 600;
    await expect(collect(150)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it.each(['fail', 'malformed', 'empty'] as const)('rejects a %s answer as a failure', async (mode) => {
    standIn.mode = mode;
    const error: unknown = await collect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ kind: 'failed' });
  });
});
