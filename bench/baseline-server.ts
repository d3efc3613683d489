import Fastify from 'fastify';

/**
 * The benchmark's yardstick: a bare Fastify route on the same machine, with no session, no database
 * and no plugins, answering a small JSON object. Every endpoint is reported as a share of its rate.
 */
const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ status: 'ok', service: 'baseline', version: 1 }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening on ${port}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
