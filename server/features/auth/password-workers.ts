import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  PASSWORD_QUEUE_MESSAGES,
  admitPasswordTask,
  type PasswordAdmission,
  type PasswordLane,
} from '#domain/auth/password-queue';
import { HttpError } from '#server/http/errors';

/**
 * Password work (scrypt hashing and the strength check) runs on worker threads, never on the event
 * loop and never on libuv's thread pool: the pool's four threads also read the static files, which
 * would otherwise wait behind every hash. At most `max(1, cores - 1)` run at once, so one core is left
 * for the event loop. Waiting tasks queue in two lanes (domain/auth/password-queue.ts): members' are
 * served first, strangers may fill only half of the 32 places, and one address may have two tasks in
 * at once; a refusal answers 429 (or 503 when even members' places are full) with Retry-After instead
 * of joining a queue that would only grow. See docs/account.md, "Passwords".
 */
const PASSWORD_WORKERS = Math.max(1, availableParallelism() - 1);
const PASSWORD_QUEUE_LIMIT = 32;
export const PASSWORD_BUSY_RETRY_SECONDS = 2;

/** Whose password work this is: its lane, and the client address (clientAddressKey) it counts under. */
export type PasswordCaller = { lane: PasswordLane; address: string };
/** The app's own work (the decoy hash), counted under no client address. */
export const APP_PASSWORD_WORK: PasswordCaller = { lane: 'member', address: '' };

const REFUSALS: Record<Exclude<PasswordAdmission, 'start' | 'wait'>, () => HttpError> = {
  'refuse-address': () =>
    new HttpError(429, PASSWORD_QUEUE_MESSAGES.address, undefined, PASSWORD_BUSY_RETRY_SECONDS),
  'refuse-stranger': () =>
    new HttpError(429, PASSWORD_QUEUE_MESSAGES.strangers, undefined, PASSWORD_BUSY_RETRY_SECONDS),
  'refuse-full': () =>
    new HttpError(503, PASSWORD_QUEUE_MESSAGES.full, undefined, PASSWORD_BUSY_RETRY_SECONDS),
};

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
type Lanes = Record<PasswordLane, Job[]>;

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
  derive: (task: Omit<DeriveTask, 'kind'>, caller: PasswordCaller) => Promise<Buffer>;
  strength: (task: Omit<StrengthTask, 'kind'>, caller: PasswordCaller) => Promise<StrengthResult>;
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
  const lanes: Lanes = { member: [], stranger: [] };
  const waitingCount = () => lanes.member.length + lanes.stranger.length;
  // Members first: a crowd of strangers waits behind every member who arrives.
  const nextWaiting = () => lanes.member.shift() ?? lanes.stranger.shift();
  // Tasks running or waiting per client address, so one address cannot take every place.
  const perAddress = new Map<string, number>();

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
      const queued = nextWaiting();
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
    const job = nextWaiting();
    if (job) return start(worker, job);
    worker.unref();
    idle.push(worker);
  };

  const run = (task: Job['task'], caller: PasswordCaller) =>
    new Promise<Answer>((resolve, reject) => {
      const { address, lane } = caller;
      const admission = admitPasswordTask({
        lane,
        addressTasks: address ? (perAddress.get(address) ?? 0) : 0,
        workerFree: idle.length > 0 || busy.size < size,
        waiting: waitingCount(),
        queueLimit,
      });
      if (admission !== 'start' && admission !== 'wait') return reject(REFUSALS[admission]());
      if (address) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const settled = () => {
        if (!address) return;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      };
      const job: Job = {
        task,
        resolve: (answer) => {
          settled();
          resolve(answer);
        },
        reject: (error) => {
          settled();
          reject(error);
        },
      };
      if (admission === 'wait') return void lanes[lane].push(job);
      start(idle.pop() ?? spawn(), job);
    });

  return {
    derive: async (task, caller) => {
      const { key } = await run({ kind: 'derive', ...task }, caller);
      if (!key) throw new Error('password worker returned no key');
      return Buffer.from(key);
    },
    strength: async (task, caller) => {
      const { score, warning } = await run({ kind: 'strength', ...task }, caller);
      return { score: score ?? 0, warning: warning ?? null };
    },
    load: () => ({ running: busy.size, waiting: waitingCount() }),
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
