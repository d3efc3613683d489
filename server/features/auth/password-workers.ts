import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '#server/http/errors';

/**
 * Password work (scrypt hashing and the strength check) runs on worker threads, never on the event
 * loop and never on libuv's thread pool: the pool's four threads also read the static files, which
 * would otherwise wait behind every hash. At most `max(1, cores - 1)` run at once, so one core is left
 * for the event loop; at most 32 wait, and beyond that the request is refused with 503 and
 * `Retry-After: 2` instead of joining a queue that would only grow. See docs/account.md, "Passwords".
 */
const PASSWORD_WORKERS = Math.max(1, availableParallelism() - 1);
const PASSWORD_QUEUE_LIMIT = 32;
export const PASSWORD_BUSY_RETRY_SECONDS = 2;
const PASSWORD_BUSY_MESSAGE = 'Many people are signing in right now. Please try again in a few seconds.';

type DeriveTask = {
  kind: 'derive';
  password: string;
  salt: Uint8Array;
  keyLength: number;
  n: number;
  r: number;
  p: number;
  maxmem: number;
};
type StrengthTask = { kind: 'strength'; password: string; userInputs: string[] };
type StrengthResult = { score: number; warning: string | null };

type Answer = { key?: Uint8Array; score?: number; warning?: string | null; error?: string };
type Job = {
  task: DeriveTask | StrengthTask;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
};

// Plain CommonJS, evaluated by each worker: it needs no build step, so it runs the same from source
// and from the compiled bundle. The dictionaries load on a worker's first strength check.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
let factory;
function strength() {
  if (!factory) {
    const { ZxcvbnFactory } = require(workerData.core);
    const common = require(workerData.common);
    const english = require(workerData.english);
    factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  }
  return factory;
}
parentPort.on('message', (task) => {
  try {
    if (task.kind === 'derive') {
      const key = scryptSync(task.password, task.salt, task.keyLength, { N: task.n, r: task.r, p: task.p, maxmem: task.maxmem });
      parentPort.postMessage({ key });
    } else {
      const result = strength().check(task.password, task.userInputs);
      parentPort.postMessage({ score: result.score, warning: result.feedback.warning || null });
    }
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

const resolveModule = createRequire(import.meta.url).resolve;
const workerData = {
  core: resolveModule('@zxcvbn-ts/core'),
  common: resolveModule('@zxcvbn-ts/language-common'),
  english: resolveModule('@zxcvbn-ts/language-en'),
};

export type PasswordWorkers = {
  derive: (task: Omit<DeriveTask, 'kind'>) => Promise<Buffer>;
  strength: (task: Omit<StrengthTask, 'kind'>) => Promise<StrengthResult>;
  /** Tasks running and waiting now. */
  load: () => { running: number; waiting: number };
  close: () => Promise<void>;
};

export function createPasswordWorkers(
  size = PASSWORD_WORKERS,
  queueLimit = PASSWORD_QUEUE_LIMIT,
): PasswordWorkers {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const waiting: Job[] = [];

  const spawn = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    // Idle workers must not keep a finished process (a test run, a script) alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job) {
        if (answer.error) job.reject(new Error(answer.error));
        else job.resolve(answer);
      }
      next(worker);
    });
    const lost = (error: Error) => {
      const job = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      job?.reject(error);
      // A replacement takes the next waiting task, if any.
      const queued = waiting.shift();
      if (queued) start(spawn(), queued);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (busy.has(worker) || idle.includes(worker)) lost(new Error(`password worker exited (${code})`));
    });
    return worker;
  };

  const start = (worker: Worker, job: Job) => {
    busy.set(worker, job);
    worker.ref();
    worker.postMessage(job.task);
  };

  const next = (worker: Worker) => {
    const job = waiting.shift();
    if (job) return start(worker, job);
    worker.unref();
    idle.push(worker);
  };

  const run = (task: Job['task']) =>
    new Promise<Answer>((resolve, reject) => {
      const job = { task, resolve, reject };
      const free = idle.pop();
      if (free) return start(free, job);
      if (busy.size < size) return start(spawn(), job);
      if (waiting.length >= queueLimit) {
        return reject(new HttpError(503, PASSWORD_BUSY_MESSAGE, undefined, PASSWORD_BUSY_RETRY_SECONDS));
      }
      waiting.push(job);
    });

  return {
    derive: async (task) => {
      const { key } = await run({ kind: 'derive', ...task });
      if (!key) throw new Error('password worker returned no key');
      return Buffer.from(key);
    },
    strength: async (task) => {
      const { score, warning } = await run({ kind: 'strength', ...task });
      return { score: score ?? 0, warning: warning ?? null };
    },
    load: () => ({ running: busy.size, waiting: waiting.length }),
    close: async () => {
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      busy.clear();
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

let shared: PasswordWorkers | undefined;
/** The process's one set of password workers, made on first use. */
export function passwordWorkers(): PasswordWorkers {
  shared ??= createPasswordWorkers();
  return shared;
}
