import { describe, expect, it } from 'vitest';
import { admitPasswordTask, type PasswordAdmission, type PasswordLane } from './password-queue';

describe('admitPasswordTask (a queue of 32)', () => {
  it.each<[string, PasswordLane, number, boolean, number, PasswordAdmission]>([
    ['a free worker starts the task', 'stranger', 0, true, 0, 'start'],
    [
      'a third task from one address is refused, even with a free worker',
      'stranger',
      2,
      true,
      0,
      'refuse-address',
    ],
    ['so is a member’s third', 'member', 2, false, 0, 'refuse-address'],
    ['the second from one address may wait', 'stranger', 1, false, 3, 'wait'],
    ['a stranger waits while the queue is under half full', 'stranger', 0, false, 15, 'wait'],
    ['a stranger is refused once it is half full', 'stranger', 0, false, 16, 'refuse-stranger'],
    ['a member still waits when it is half full', 'member', 0, false, 16, 'wait'],
    ['a member waits up to the last place', 'member', 0, false, 31, 'wait'],
    ['a member is refused when it is full', 'member', 0, false, 32, 'refuse-full'],
    ['the app’s own work (no address) waits like a member', 'member', 0, false, 20, 'wait'],
  ])('%s', (_case, lane, addressTasks, workerFree, waiting, expected) => {
    expect(admitPasswordTask({ lane, addressTasks, workerFree, waiting, queueLimit: 32 })).toBe(expected);
  });

  it('refuses every stranger who would wait in a queue of none', () => {
    expect(
      admitPasswordTask({ lane: 'stranger', addressTasks: 0, workerFree: false, waiting: 0, queueLimit: 0 }),
    ).toBe('refuse-stranger');
  });
});
