import {
  COACHING_MESSAGES,
  canMove,
  monthName,
  type AdminCoachingSession,
  type CoachingSession,
  type RequestCoachingSession,
  type UpdateCoachingSession,
} from '#domain/one-on-one/one-on-one';
import { localDay } from '#domain/shared/dates';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { conflict, forbidden, notFound } from '#server/http/errors';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import type { AuthContext } from '#server/sessions/session-plugin';
import { queueMail } from '#server/mail/mail-queue';
import { recordAdminAction } from '#server/admin/audit-log';
import { coachingChangeMail } from './mail';
import { insertSession, lockSession, memberEmail, queue, sessionsOf, updateSession } from './repository';

/** The member's own sessions, with the link where they book a time (when one is configured). */
export async function sessionsOfMember(
  db: Database,
  config: AppConfig,
  userId: string,
): Promise<{ sessions: CoachingSession[]; bookingUrl: string | null }> {
  return { sessions: await sessionsOf(db, userId), bookingUrl: config.COACHING_BOOKING_URL ?? null };
}

/** Every member's live requests, for the admins' queue (the route is adminOnly). */
export async function coachingQueue(db: Database): Promise<AdminCoachingSession[]> {
  return queue(db);
}

/** One live request per calendar month of the member's zone (409 otherwise, also under races). */
export async function requestSession(
  db: Database,
  config: AppConfig,
  userId: string,
  request: RequestCoachingSession,
  now = new Date(),
): Promise<CoachingSession> {
  const month = localDay(now, request.timeZone).slice(0, 7);
  return db.transaction(async (tx) => {
    await assertPlanIncludes(tx, config, userId, 'coachingSessions');
    const created = await insertSession(tx, {
      userId,
      month,
      topic: request.topic,
      preferredTimes: request.preferredTimes,
      timeZone: request.timeZone,
      bookingUrl: config.COACHING_BOOKING_URL ?? null,
    });
    if (!created) throw conflict(COACHING_MESSAGES.onePerMonth(monthName(month)));
    return created;
  });
}

/**
 * A member may cancel their own session; admins (ADMIN_EMAILS) schedule, reschedule, mark done
 * or cancel any. Anyone else's session is 404; a move the status does not allow is 409.
 */
export async function changeSession(
  db: Database,
  config: AppConfig,
  auth: AuthContext,
  id: string,
  change: UpdateCoachingSession,
): Promise<CoachingSession> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, id, auth.isAdmin ? null : auth.userId);
    if (!session) throw notFound();
    const by = auth.isAdmin ? 'admin' : 'member';
    // One PATCH serves a member cancelling their own session and an admin scheduling any; until the
    // admin's moves get their own adminOnly route, this is the one refusal decided by role here.
    if (by === 'member' && change.status !== 'cancelled')
      // eslint-disable-next-line architecture/admin-only-option -- mixed member/admin endpoint, see above
      throw forbidden('Only admins can schedule sessions or mark them done.');
    if (!canMove(session.status, change.status, by))
      throw conflict(COACHING_MESSAGES.notAllowed(session.status, change.status));
    const updated =
      change.status === 'scheduled'
        ? await updateSession(tx, id, {
            status: 'scheduled',
            scheduledAt: new Date(change.scheduledAt),
            meetingUrl: change.meetingUrl,
          })
        : await updateSession(tx, id, { status: change.status });
    // An admin's move is mailed to the member, sent by the job queue once this commits.
    if (by === 'admin') {
      const to = await memberEmail(tx, session.userId);
      const mail = to ? coachingChangeMail(to, updated, config.publicUrl) : null;
      if (mail) await queueMail(tx, mail, { userId: session.userId });
      await recordAdminAction(tx, auth, {
        action: 'coaching.update',
        subjectType: 'coaching-session',
        subjectId: id,
        memberEmail: to,
        before: { status: session.status },
        after: { status: updated.status, scheduledAt: updated.scheduledAt ?? null },
      });
    }
    return updated;
  });
}
