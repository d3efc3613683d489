import { createHash } from 'node:crypto';
import { allScripts } from '#domain/meditation/script-index';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { badRequest, HttpError, notFound } from '#server/http/errors';
import { listCustom } from './custom-repository';
import { cachedSpeech, keepSpeech } from './repository';

/**
 * The optional studio voice: an OpenAI-compatible `POST {AI_BASE_URL}/audio/speech` renders each
 * cue once; the audio is kept in the database under the SHA-256 of (model, voice, text), so every
 * instance finds it and nothing is rendered twice. Only words the app itself would speak are
 * accepted (a built-in cue, or one of the member's own custom cues), so this is no open TTS proxy.
 */
export type StudioVoice = { baseUrl: string; model: string; voice: string; apiKey?: string };

const DEFAULT_SPEECH_VOICE = 'alloy';
const TIMEOUT_MS = 20_000;

export function studioVoiceSettings(config: AppConfig): StudioVoice | null {
  const { AI_BASE_URL: baseUrl, AI_SPEECH_MODEL: model, AI_SPEECH_VOICE: voice, AI_API_KEY: apiKey } = config;
  if (!baseUrl || !model) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    voice: voice ?? DEFAULT_SPEECH_VOICE,
    ...(apiKey ? { apiKey } : {}),
  };
}

const speechHash = (studio: StudioVoice, text: string) =>
  createHash('sha256')
    .update(JSON.stringify([studio.model, studio.voice, text]))
    .digest('hex');

const BUILT_IN_CUES = new Set(allScripts().flatMap((script) => script.cues.map((cue) => cue.text)));

async function assertSpeakable(db: Database, userId: string, text: string) {
  if (BUILT_IN_CUES.has(text)) return;
  const own = await listCustom(db, userId);
  if (own.some((row) => row.design.cues.some((cue) => cue.text === text))) return;
  throw badRequest('text: is not a cue of any session you can play');
}

async function render(studio: StudioVoice, text: string) {
  const response = await fetch(`${studio.baseUrl}/audio/speech`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(studio.apiKey ? { authorization: `Bearer ${studio.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: studio.model, voice: studio.voice, input: text, response_format: 'mp3' }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`speech server answered ${response.status}`);
  const audio = Buffer.from(await response.arrayBuffer());
  if (audio.length === 0) throw new Error('speech server sent no audio');
  return { contentType: response.headers.get('content-type') ?? 'audio/mpeg', audio };
}

export async function speak(db: Database, studio: StudioVoice | null, userId: string, text: string) {
  if (!studio) throw notFound('The studio voice is not configured.');
  await assertSpeakable(db, userId, text);
  const contentHash = speechHash(studio, text);
  const cached = await cachedSpeech(db, contentHash);
  if (cached) return cached;
  let rendered;
  try {
    rendered = await render(studio, text);
  } catch {
    // The client falls back to the browser's voice for this cue.
    throw new HttpError(502, 'The studio voice is unavailable right now.');
  }
  await keepSpeech(db, contentHash, rendered);
  return rendered;
}
