import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatStandIn, type ChatStandIn } from '#server/test-support/chat-stand-in';
import { askModelAboutSafety, checkSafetyWithModel } from './model-safety-signal';

let standIn: ChatStandIn;
beforeAll(async () => {
  standIn = await startChatStandIn();
});
afterAll(() => standIn.close());

const model = () => ({ baseUrl: standIn.baseUrl, model: 'm' });
const answering = (mode: ChatStandIn['mode'], pieces: string[], delayMs = 5) => {
  standIn.mode = mode;
  standIn.pieces = pieces;
  standIn.delayMs = delayMs;
};

describe('the chat model as one more safety signal', () => {
  it.each([
    [['Yes'], true],
    [['yes', '.'], true],
    [['No.'], false],
    [['  no'], false],
    [['Maybe, hard to say'], null],
  ] as const)('reads %j as %s', async (pieces, expected) => {
    answering('stream', [...pieces]);
    expect(await askModelAboutSafety(model(), 'some message')).toBe(expected);
  });

  it('asks a short yes/no question with the member message, nothing else', async () => {
    answering('json', ['no']);
    const before = standIn.requests.length;
    await askModelAboutSafety(model(), 'this budget is killing me');
    const body = JSON.stringify(standIn.requests[before]?.body);
    expect(body).toContain('this budget is killing me');
    expect(body).toContain('answer with one word');
  });

  it.each(['fail', 'malformed', 'empty'] as const)(
    'gives no signal when the model answers %s',
    async (mode) => {
      answering(mode, ['yes']);
      expect(await askModelAboutSafety(model(), 'some message')).toBeNull();
    },
  );

  it('gives no signal when the model is slower than its own short timeout', async () => {
    answering('slow', ['yes'], 500);
    expect(await askModelAboutSafety(model(), 'some message', 100)).toBeNull();
  });

  it("raises 'none' to 'uncertain' on a yes, and never lowers a verdict on a no", async () => {
    answering('stream', ['yes']);
    expect(await checkSafetyWithModel(model(), 'How do I save $50 a week?')).toEqual({
      level: 'uncertain',
      signals: ['chat-model'],
    });
    answering('stream', ['no']);
    const crisis = await checkSafetyWithModel(model(), 'i want to kill myself');
    expect(crisis.level).toBe('crisis');
    expect(crisis.signals).not.toContain('chat-model');
    expect(await checkSafetyWithModel(model(), 'How do I save $50 a week?')).toEqual({
      level: 'none',
      signals: [],
    });
  });

  it('is not asked about a message the committed check already takes for a crisis', async () => {
    answering('stream', ['no']);
    const before = standIn.requests.length;
    await checkSafetyWithModel(model(), 'i want to kill myself');
    expect(standIn.requests.length).toBe(before);
  });

  it('is the committed check alone without a chat model', async () => {
    expect(await checkSafetyWithModel(null, 'How do I save $50 a week?')).toEqual({
      level: 'none',
      signals: [],
    });
  });
});
