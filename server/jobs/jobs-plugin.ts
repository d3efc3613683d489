import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared job queue: features register handlers here; server/main.ts starts polling. */
    jobs: JobRunner;
  }
}

export function registerJobs(app: FastifyInstance, db: Database, clock?: () => number): void {
  const runner = new JobRunner(db, app.log, clock);
  app.decorate('jobs', runner);
  app.addHook('onClose', async () => {
    await runner.stop();
  });
}
