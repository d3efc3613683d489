import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { affirmationLibrary } from '#domain/affirmations/library';
import type { AffirmationContext } from '#domain/affirmations/affirmations';
import { createChatProvider } from './chat-provider';

/**
 * A local server speaking the chat-completions wire format. Each test sets `reply` to decide what the
 * "model" answers; requests are recorded for inspection.
 */
type Reply = (response: ServerResponse) => void;
let reply: Reply;
const requests: { url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
let server: Server;
let baseUrl: string;

const completion =
  (content: string): Reply =>
  (response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      }),
    );
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(body) });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  baseUrl = `http://127.0.0.1:${address.port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  requests.length = 0;
});

const context: AffirmationContext = {
  today: '2026-03-10',
  intention: 'Stop panicking about bills',
  goals: [{ title: 'Emergency fund of 10000', targetAmount: 10000, manifestationDate: '2026-09-01' }],
  habits: [{ title: 'Review budget', category: 'financial' }],
  moonPhase: 'Full Moon',
  practice: { streak: 3, returnedToday: false, minutesLast7Days: 40 },
  recent: ['I celebrate every deposit, however modest.'],
};

const A = 'I add to my savings with a steady hand.';
const B = 'Under the full moon, I look kindly at my progress.';
const C = 'I breathe slowly and feel the ground beneath me.';

const savingLines = new Set(
  affirmationLibrary()
    .categories.find((category) => category.id === 'saving')
    ?.lines.map((line) => line.text),
);
const libraryLines = new Set(
  [
    ...affirmationLibrary().categories.flatMap((category) => category.lines),
    ...affirmationLibrary().practice,
  ].map((line) => line.text),
);

function provider(timeoutMs = 2_000) {
  const log = { warn: vi.fn() };
  return {
    log,
    chat: createChatProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs, log }),
  };
}

describe('chat-completions provider', () => {
  it('sends the model, the key and the member’s themes, and keeps a valid reply', async () => {
    reply = completion(`1. ${A}\n2. ${B}\n3. ${C}`);
    const { chat, log } = provider();
    const result = await chat.generate(context, 3, 'seed');
    expect(result.source).toBe('chat');
    expect(result.affirmations).toEqual([
      { content: A, coherenceLevel: 'high', frequency: 417 },
      { content: B, coherenceLevel: 'medium', frequency: 852 },
      { content: C, coherenceLevel: 'low', frequency: 528 },
    ]);
    expect(log.warn).not.toHaveBeenCalled();
    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: false });
    const prompt = JSON.stringify(request?.body);
    for (const fact of ['saving', 'money calm', 'Full Moon', 'several days in a row'])
      expect(prompt).toContain(fact);
    // Themes, never the member's own words: the model cannot paste what it was never shown.
    for (const own of ['Emergency fund', '10000', '2026-09-01', 'Review budget', 'panicking'])
      expect(prompt).not.toContain(own);
    expect(prompt).toContain('exactly 3 lines');
  });

  it.each([
    ['speaks to the reader', 'You are a money magnet and it finds you.'],
    ['promises an amount', 'I earn $10,000 more this year.'],
    ['is in the future tense', 'I will make my fortune soon.'],
    ['pastes a goal title', 'My emergency fund of 10000 grows every week.'],
    ['makes a medical claim', 'My breathing is healing my body.'],
    ['is in quotation marks inside', 'I say “yes” to every opportunity.'],
  ])('replaces a line that %s from the library', async (_name, bad) => {
    reply = completion(`${A}\n${bad}\n${C}`);
    const { chat, log } = provider();
    const result = await chat.generate(context, 3, 'seed');
    expect(result.source).toBe('chat');
    const contents = result.affirmations.map((a) => a.content);
    expect(contents.slice(0, 2)).toEqual([A, C]);
    expect(contents).not.toContain(bad);
    expect(libraryLines.has(contents[2] ?? '')).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('drops a line the member received in the last 30 days and tops the set up from the library', async () => {
    reply = completion(`${A}\n${context.recent[0]}\n${C}`);
    const result = await provider().chat.generate(context, 3, 'seed');
    expect(result.source).toBe('chat');
    expect(result.affirmations).toHaveLength(3);
    expect(result.affirmations.slice(0, 2).map((a) => a.content)).toEqual([A, C]);
    expect(result.affirmations.map((a) => a.content)).not.toContain(context.recent[0]);
  });

  it.each<[string, Reply]>([
    ['too few lines', completion(`${A}\n${B}`)],
    ['an intro line', completion(`Here you go:\n${A}\n${B}\n${C}`)],
    ['an empty item', completion(`1. ${A}\n2.\n3. ${C}`)],
    ['a line over 200 characters', completion(`${A}\n${'rich '.repeat(50)}\n${C}`)],
    ['an empty message', completion('')],
    ['a body that is not JSON', (response) => response.end('<html>oops</html>')],
    ['JSON without choices', (response) => response.end(JSON.stringify({ error: { message: 'bad model' } }))],
    [
      'content that is not text',
      (response) => response.end(JSON.stringify({ choices: [{ message: { content: 42 } }] })),
    ],
    ['HTTP 500', (response) => ((response.statusCode = 500), response.end('{"error":"boom"}'))],
    ['HTTP 401', (response) => ((response.statusCode = 401), response.end('{"error":"bad key"}'))],
  ])('falls back to the library on %s', async (_name, answer) => {
    reply = answer;
    const { chat, log } = provider();
    const result = await chat.generate(context, 3, 'seed');
    expect(result.source).toBe('built-in');
    expect(result.affirmations).toHaveLength(3);
    // The library's choice still follows the member's topics: the goal about a fund brings saving.
    expect(result.affirmations.some((a) => savingLines.has(a.content))).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout and falls back', async () => {
    reply = (response) => setTimeout(() => completion(`${A}\n${B}\n${C}`)(response), 1_000);
    const { chat, log } = provider(150);
    const started = Date.now();
    const result = await chat.generate(context, 3, 'seed');
    expect(Date.now() - started).toBeLessThan(900);
    expect(result.source).toBe('built-in');
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('falls back when nothing listens at the address', async () => {
    const log = { warn: vi.fn() };
    const chat = createChatProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', log });
    const result = await chat.generate(context, 3, 'seed');
    expect(result.source).toBe('built-in');
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('accepts a base URL with a trailing slash and sends no key when none is set', async () => {
    reply = completion(`${A}\n${B}\n${C}`);
    const chat = createChatProvider({ baseUrl: `${baseUrl}/`, model: 'llama' });
    expect((await chat.generate(context, 3, 'seed')).source).toBe('chat');
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});
