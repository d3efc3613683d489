import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findScript } from '#domain/meditation/script-index';
import { speechCache } from '#server/db/schema/meditation-speech-cache';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const CUE = findScript('abundance-alignment')?.cues[0]?.text ?? '';
const SPEECH = '/api/meditation-voice/speech';

/** A stand-in OpenAI-compatible speech server on loopback: counts calls, can be told to fail. */
function speechServer() {
  const calls: { authorization?: string; body: Record<string, unknown> }[] = [];
  let failing = false;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      calls.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      if (failing || request.url !== '/v1/audio/speech') {
        response.writeHead(500).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'audio/mpeg' })
        .end(Buffer.from(`ID3 fake mp3 for ${raw.length}`));
    });
  });
  return {
    calls,
    fail: (value: boolean) => (failing = value),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('studio voice', () => {
  const stand = speechServer();
  let t: TestApp;
  beforeAll(async () => {
    const baseUrl = await stand.start();
    t = await createTestApp({
      AI_BASE_URL: baseUrl,
      AI_SPEECH_MODEL: 'tts-1',
      AI_SPEECH_VOICE: 'nova',
      AI_API_KEY: 'sk-test',
    });
  });
  afterAll(async () => {
    await t.close();
    await stand.stop();
  });

  it('says it is available', async () => {
    const user = await t.createUser();
    expect((await t.as(user, { method: 'GET', url: '/api/meditation-voice' })).json()).toEqual({
      available: true,
    });
  });

  it('renders a cue once through POST /v1/audio/speech and serves it from the shared cache after', async () => {
    const user = await t.createUser();
    const first = await t.as(user, { method: 'POST', url: SPEECH, payload: { text: CUE } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.rawPayload.subarray(0, 3).toString()).toBe('ID3');
    expect(stand.calls).toHaveLength(1);
    expect(stand.calls[0]).toMatchObject({
      authorization: 'Bearer sk-test',
      body: { model: 'tts-1', voice: 'nova', input: CUE },
    });
    expect(await t.database.db.select().from(speechCache)).toHaveLength(1);

    // Another member, and the speech server now down: the database copy still answers.
    stand.fail(true);
    const again = await t.as(await t.createUser(), { method: 'POST', url: SPEECH, payload: { text: CUE } });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(stand.calls).toHaveLength(1);
    stand.fail(false);
  });

  it('answers 502 when the speech server fails, so the client falls back to the browser voice', async () => {
    stand.fail(true);
    const user = await t.createUser();
    const other = findScript('deep-focus')?.cues[2]?.text ?? '';
    const response = await t.as(user, { method: 'POST', url: SPEECH, payload: { text: other } });
    expect(response.statusCode).toBe(502);
    stand.fail(false);
  });

  it('speaks only cues the member can play: built-in ones and their own', async () => {
    const user = await t.createUser();
    const stranger = await t.as(user, {
      method: 'POST',
      url: SPEECH,
      payload: { text: 'Say anything I like.' },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/^text: /);
    await t.as(user, {
      method: 'POST',
      url: '/api/custom-meditations',
      payload: {
        title: 'Mine',
        durationMinutes: 1,
        soundscapes: [],
        beats: { mode: 'off' },
        bellIntervalMinutes: 0,
        cues: [{ atSeconds: 2, text: 'Say anything I like.' }],
      },
    });
    expect(
      (await t.as(user, { method: 'POST', url: SPEECH, payload: { text: 'Say anything I like.' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('studio voice not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports unavailable and answers 404', async () => {
    const user = await t.createUser();
    expect((await t.as(user, { method: 'GET', url: '/api/meditation-voice' })).json()).toEqual({
      available: false,
    });
    expect((await t.as(user, { method: 'POST', url: SPEECH, payload: { text: CUE } })).statusCode).toBe(404);
  });
});
