import { z } from 'zod';

/** Waiting longer than this for the first or the next piece of a reply counts as a timeout. */
const COACH_IDLE_TIMEOUT_MS = 20_000;
/** A whole reply may take at most this long. */
const COACH_TOTAL_TIMEOUT_MS = 120_000;

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type ChatStreamOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  idleTimeoutMs?: number;
  totalTimeoutMs?: number;
};

export class ChatStreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const ChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })),
});
const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Splits an SSE body into `data:` payloads (events are separated by blank lines). */
async function* dataLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
      newline = buffer.indexOf('\n');
    }
  }
  if (buffer.startsWith('data:')) yield buffer.slice(5).trim();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ChatStreamError('failed', 'the model sent a piece that is not JSON');
  }
}

/**
 * Streams a reply from an OpenAI-compatible chat-completions endpoint (`stream: true`), yielding
 * text as it arrives. A server that ignores `stream` and answers one JSON completion is accepted
 * too. Timeouts (nothing for idleTimeoutMs, or longer than totalTimeoutMs), non-2xx answers,
 * malformed pieces and an empty reply throw ChatStreamError.
 */
export async function* streamChat(
  options: ChatStreamOptions,
  messages: ChatMessage[],
): AsyncGenerator<string> {
  const controller = new AbortController();
  let timedOut = false;
  const abort = () => {
    timedOut = true;
    controller.abort();
  };
  const total = setTimeout(abort, options.totalTimeoutMs ?? COACH_TOTAL_TIMEOUT_MS);
  let idle = setTimeout(abort, options.idleTimeoutMs ?? COACH_IDLE_TIMEOUT_MS);
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(abort, options.idleTimeoutMs ?? COACH_IDLE_TIMEOUT_MS);
  };
  let wrote = false;
  try {
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, messages, temperature: 0.7, stream: true }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body)
      throw new ChatStreamError('failed', `chat completions answered ${response.status}`);
    stillAlive();
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const completion = CompletionSchema.safeParse(parseJson(await response.text()));
      if (!completion.success)
        throw new ChatStreamError('failed', 'reply is not in the chat-completions format');
      const content = completion.data.choices[0]?.message.content ?? '';
      if (!content.trim()) throw new ChatStreamError('failed', 'the model sent an empty reply');
      yield content;
      return;
    }
    for await (const data of dataLines(response.body)) {
      stillAlive();
      if (data === '[DONE]') break;
      const chunk = ChunkSchema.safeParse(parseJson(data));
      if (!chunk.success)
        throw new ChatStreamError('failed', 'a streamed piece is not in the chat-completions format');
      const text = chunk.data.choices[0]?.delta?.content ?? '';
      if (text) {
        wrote = true;
        yield text;
      }
    }
    if (!wrote) throw new ChatStreamError('failed', 'the model sent an empty reply');
  } catch (error) {
    if (error instanceof ChatStreamError) throw error;
    if (timedOut) throw new ChatStreamError('timeout', 'the model took too long');
    throw new ChatStreamError('failed', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    controller.abort();
  }
}
