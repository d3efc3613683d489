/**
 * Reads server-sent events named `event` from a streaming response until `count` arrived or the
 * time is up, then cancels the stream. Each event's data is parsed as JSON.
 */
export async function readEvents(
  response: Response,
  count: number,
  { event = 'reading', timeoutMs = 5_000 }: { event?: string; timeoutMs?: number } = {},
): Promise<unknown[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`^event: ${event}\\ndata: (.*)$`, 'm');
  const timeUp = new Promise<{ done: true; value: undefined }>((resolve) => {
    setTimeout(() => resolve({ done: true, value: undefined }), timeoutMs).unref();
  });
  while (events.length < count && Date.now() < deadline) {
    // A quiet stream never returns from read(): the deadline ends the wait as well.
    const { done, value } = await Promise.race([reader.read(), timeUp]);
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = pattern.exec(block)?.[1];
      if (data !== undefined) events.push(JSON.parse(data));
    }
  }
  await reader.cancel();
  return events;
}
