/**
 * Run as `node --import tsx server/test-support/loaded-modules-probe.ts`: boots the app on an
 * in-memory PGlite, answers one request, closes, and prints (as JSON) the URL of every module the
 * process resolved from `node_modules/@opentelemetry/`. OTEL_EXPORTER_OTLP_ENDPOINT comes from the
 * environment, so the tracing test can show the packages load with it and never without it.
 */
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

// Module hooks run on their own thread: each resolved URL is posted back over a port, in order.
const HOOKS = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;
// Resolved last: once its URL arrives, every earlier one has.
const SENTINEL = 'data:text/javascript,export default 0';

const { port1, port2 } = new MessageChannel();
const resolved: string[] = [];
const allReceived = new Promise<void>((resolve) =>
  port1.on('message', (url: string) => (url === SENTINEL ? resolve() : resolved.push(url))),
);
register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, {
  data: { port: port2 },
  transferList: [port2],
});

const { loadConfig } = await import('#server/config');
const { openDatabase } = await import('#server/db/client');
const { buildApp } = await import('#server/app');
const { journalKeyring } = await import('#server/privacy/journal-keyring');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
});
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({
  config,
  database,
  sessionSecret: 'probe-secret-'.repeat(4),
  logger: false,
  journalKeys: journalKeyring(Buffer.alloc(32, 7).toString('base64')),
});
await app.ready();
const health = await app.inject({ method: 'GET', url: '/api/health' });
await app.close();
await database.close();
await import(SENTINEL);
await allReceived;
process.stdout.write(
  JSON.stringify({
    health: health.statusCode,
    openTelemetry: resolved.filter((url) => url.includes('/node_modules/@opentelemetry/')),
  }),
);
process.exit(0);
