/**
 * Who waits for password work, and who is told to come back (docs/account.md, "Passwords"). The
 * workers are few and scrypt is slow on purpose, so a crowd of strangers could fill the queue and
 * turn a member away; these rules keep a lane for members and share the rest fairly.
 */

/**
 * `member`: an e-mail that signed in from this address recently, or a signed-in member confirming
 * their password, or a holder of a valid reset link. `stranger`: anyone else (sign-up, sign-in from
 * a new address). Members are served first, and strangers may fill only half the queue.
 */
export type PasswordLane = 'member' | 'stranger';

/** Password tasks one client address may have running or waiting at once. */
const PASSWORD_TASKS_PER_ADDRESS = 2;

export const PASSWORD_QUEUE_MESSAGES = {
  address: 'Two password checks from your network are still running. Please try again in a few seconds.',
  strangers: 'Many people are signing in right now. Please try again in a few seconds.',
  full: 'Many people are signing in right now. Please try again in a few seconds.',
} as const;

export type PasswordAdmission = 'start' | 'wait' | 'refuse-address' | 'refuse-stranger' | 'refuse-full';

export type PasswordQueueState = {
  lane: PasswordLane;
  /** Tasks this caller's address has running or waiting (0 for the app's own work). */
  addressTasks: number;
  workerFree: boolean;
  /** Tasks waiting in both lanes. */
  waiting: number;
  queueLimit: number;
};

/** What becomes of one more password task. */
export function admitPasswordTask(state: PasswordQueueState): PasswordAdmission {
  if (state.addressTasks >= PASSWORD_TASKS_PER_ADDRESS) return 'refuse-address';
  if (state.workerFree) return 'start';
  if (state.lane === 'stranger' && state.waiting >= Math.floor(state.queueLimit / 2))
    return 'refuse-stranger';
  if (state.waiting >= state.queueLimit) return 'refuse-full';
  return 'wait';
}
