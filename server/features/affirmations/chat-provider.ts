import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { affirmationKey } from '#domain/affirmations/affirmations';
import { classifyAffirmation, parseAffirmationLines, screenModelLines } from '#domain/affirmations/output';
import { systemPrompt, userPrompt } from './chat-prompt';
import { builtInProvider, type AffirmationProvider } from './provider';

const CHAT_TIMEOUT_MS = 15_000;

export type ChatProviderOptions = {
  /** The OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fallback?: AffirmationProvider;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** The part of a chat-completions reply we read; anything else in it is ignored. */
const ChatReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

class ChatProviderError extends Error {}

async function complete(options: ChatProviderOptions, system: string, user: string): Promise<string> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: options.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      temperature: 0.9,
      stream: false,
    }),
    // Covers connecting, waiting and reading the body.
    signal: AbortSignal.timeout(options.timeoutMs ?? CHAT_TIMEOUT_MS),
  });
  if (!response.ok) throw new ChatProviderError(`chat completions answered ${response.status}`);
  const reply = ChatReplySchema.safeParse(await response.json());
  if (!reply.success) throw new ChatProviderError('reply is not in the chat-completions format');
  return reply.data.choices[0]?.message.content ?? '';
}

/**
 * Affirmations from an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp
 * server). The reply must pass parseAffirmationLines; each line must then pass the library's style
 * rules (domain/affirmations/style.ts), and lines that fail them or that the member received in the
 * last 30 days are replaced by the fallback. Any failure (network, timeout, status, format) is logged
 * and answered by the fallback, the library by default.
 */
export function createChatProvider(options: ChatProviderOptions): AffirmationProvider {
  const fallback = options.fallback ?? builtInProvider;
  return {
    async generate(context, count, seed) {
      try {
        const text = await complete(options, systemPrompt(count), userPrompt(context, count));
        const checked = parseAffirmationLines(text, count);
        if (!checked.ok) throw new ChatProviderError(`reply failed validation: ${checked.reason}`);
        // Lines that break the library's style rules are replaced from the library, like repeats.
        const { kept, rejected } = screenModelLines(checked.lines, context);
        if (rejected.length > 0)
          options.log?.warn(
            { rejected: rejected.map(({ problems }) => problems.join('; ')) },
            'chat affirmations broke the style rules; replacing them from the library',
          );
        const received = new Set(context.recent.map(affirmationKey));
        const fresh = kept.filter((content) => !received.has(affirmationKey(content)));
        const written = fresh.map((content) => classifyAffirmation(content, context));
        if (written.length < count) {
          const topUp = await fallback.generate(
            { ...context, recent: [...context.recent, ...fresh] },
            count - written.length,
            seed,
          );
          written.push(...topUp.affirmations);
        }
        return { source: 'chat', affirmations: written };
      } catch (error) {
        options.log?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'chat affirmations failed; choosing from the library',
        );
        return fallback.generate(context, count, seed);
      }
    },
  };
}
