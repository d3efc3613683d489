import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { CoachExchangeSchema, type CoachExchange } from '#domain/coach/coach';
import { ApiError, apiResponse } from '#web/lib/api-client';

const DeltaSchema = schemaOnFirstUse(() => z.object({ text: z.string() }));
const ErrorSchema = schemaOnFirstUse(() => z.object({ message: z.string() }));

/** Splits a server-sent-events body into (event, data) pairs as the blocks arrive. */
function parseEvents(buffer: string): { events: [string, string][]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block): [string, string] => {
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
    const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
    return [event, data];
  });
  return { events, rest };
}

/**
 * POST /api/coach/messages asking for a stream: `onText` gets each piece as the coach writes it.
 * Resolves with both stored messages; rejects with ApiError (the server's message) otherwise.
 */
export async function sendCoachMessage(
  message: string,
  onText: (text: string) => void,
): Promise<CoachExchange> {
  const response = await apiResponse('POST', '/api/coach/messages', {
    body: { message },
    accept: 'text/event-stream',
  });
  if (!response.body) throw new ApiError(502, 'Your coach sent no reply. Try again.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseEvents(buffer);
    buffer = parsed.rest;
    for (const [event, data] of parsed.events) {
      if (event === 'delta') onText(DeltaSchema.parse(JSON.parse(data)).text);
      if (event === 'done') return CoachExchangeSchema.parse(JSON.parse(data));
      if (event === 'error') throw new ApiError(502, ErrorSchema.parse(JSON.parse(data)).message);
    }
  }
  throw new ApiError(502, 'The connection to your coach closed before the reply was finished. Try again.');
}
