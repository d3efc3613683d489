import { createServer, type Server, type ServerResponse } from 'node:http';

/**
 * A stand-in for an OpenAI-compatible chat-completions server on loopback. `mode` decides how it
 * answers the next requests: streamed pieces, one JSON completion, slowly, an error, or garbage.
 */
type StandInMode = 'stream' | 'json' | 'slow' | 'fail' | 'malformed' | 'empty';

export type ChatStandIn = {
  baseUrl: string;
  mode: StandInMode;
  /** The pieces a streamed reply is made of (joined for a JSON reply). */
  pieces: string[];
  /** Pause between streamed pieces (and before answering, in slow mode). */
  delayMs: number;
  requests: { body: unknown }[];
  close: () => Promise<void>;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(standIn: ChatStandIn, response: ServerResponse): Promise<void> {
  const event = (data: string) => response.write(`data: ${data}\n\n`);
  const chunk = (content: string) =>
    JSON.stringify({
      id: 'c1',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { content } }],
    });
  switch (standIn.mode) {
    case 'fail':
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    case 'json':
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: standIn.pieces.join('') } }],
        }),
      );
      return;
    case 'slow':
      await wait(standIn.delayMs);
      break;
    default:
      break;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (standIn.mode === 'malformed') {
    event(chunk('Half a '));
    event('{not json');
    response.end();
    return;
  }
  if (standIn.mode === 'empty') {
    event('[DONE]');
    response.end();
    return;
  }
  for (const piece of standIn.pieces) {
    event(chunk(piece));
    if (standIn.mode === 'stream') await wait(standIn.delayMs);
  }
  event('[DONE]');
  response.end();
}

export async function startChatStandIn(): Promise<ChatStandIn> {
  let server: Server | null = null;
  const standIn: ChatStandIn = {
    baseUrl: '',
    mode: 'stream',
    pieces: ['Breathe in. ', 'Your fund ', 'grows weekly.'],
    delayMs: 50,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server?.closeAllConnections();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (piece: Buffer) => (body += piece.toString()));
    request.on('end', () => {
      standIn.requests.push({ body: JSON.parse(body || 'null') });
      void answer(standIn, response).catch(() => response.destroy());
    });
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const address = listening.address();
  if (!address || typeof address === 'string') throw new Error('stand-in has no port');
  standIn.baseUrl = `http://127.0.0.1:${address.port}/v1`;
  return standIn;
}
