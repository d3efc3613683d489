import { randomBytes } from 'node:crypto';
import { localDay } from '#domain/shared/dates';
import { sessions } from '#server/db/schema/auth';
import { users } from '#server/db/schema/users';
import { memberOnboarding } from '#server/db/schema/onboarding';
import { hashToken, SESSION_IDLE_MS } from '#server/sessions/session-repository';
import { between, pick } from '#domain/shared/random';
import type { BulkWriter } from './bulk';
import type { SeededUser } from './context';

const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  // The first and the last zone to start a day (UTC+14, UTC-11): the seed is tested next to both midnights.
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;
const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Omar',
  'Lena',
  'Kai',
  'Ines',
  'Raj',
  'Yuki',
  'Sam',
];
const LAST_NAMES = [
  'Rivera',
  'Chen',
  'Okafor',
  'Novak',
  'Silva',
  'Haddad',
  'Kim',
  'Larsen',
  'Mehta',
  'Brooks',
];
const PLANS = ['free', 'free', 'free', 'pro', 'pro', 'premium'] as const;

/** The e-mail address of the `index`th seeded user (0-based). */
export const seededUserEmail = (index: number, prefix = 'bench-user') =>
  `${prefix}-${String(index + 1).padStart(5, '0')}@example.com`;

/** `count` users with names, plans, levels and time zones spread across the globe. */
export async function seedUsers(
  bulk: BulkWriter,
  random: () => number,
  count: number,
  now: Date,
  emailPrefix = 'bench-user',
): Promise<SeededUser[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    email: seededUserEmail(index, emailPrefix),
    firstName: pick(random, FIRST_NAMES),
    lastName: pick(random, LAST_NAMES),
    timeZone: TIME_ZONES[index % TIME_ZONES.length] ?? 'UTC',
    plan: pick(random, PLANS),
    reminderTime: random() < 0.4 ? `0${between(random, 6, 9)}:30` : null,
  }));
  await bulk.write(users, rows);
  // Seeded members finished onboarding long ago, as every account made before it was stored: their
  // "/" is the dashboard, not the welcome steps.
  await bulk.write(
    memberOnboarding,
    rows.map((row) => ({ userId: row.id, state: 'completed' as const, completedAt: now })),
  );
  return rows.map((row) => ({ id: row.id, timeZone: row.timeZone, today: localDay(now, row.timeZone) }));
}

/**
 * A live session for each user, written directly (the token's hash, as sign-in stores it), so the
 * run spends no time on password hashing. Returns each user with the raw token for the cookie.
 */
export async function seedSessions(
  bulk: BulkWriter,
  holders: readonly SeededUser[],
): Promise<Array<SeededUser & { token: string }>> {
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  const issued = holders.map((user) => ({ ...user, token: randomBytes(32).toString('base64url') }));
  await bulk.write(
    sessions,
    issued.map(({ id, token }) => ({ id: hashToken(token), userId: id, expiresAt })),
  );
  return issued;
}
