import type { CoachingSession } from '#domain/one-on-one/one-on-one';
import type { MailMessage } from '#server/mail/mail-message';

/**
 * What a member is told when an admin moves their monthly session (docs/plans.md): scheduled
 * (with the time in their own zone and the meeting link), done, or cancelled.
 */
export function coachingChangeMail(
  to: string,
  session: CoachingSession,
  publicUrl: string,
): MailMessage | null {
  const dashboard = { label: 'Open your dashboard', url: `${publicUrl}/#coaching` };
  if (session.status === 'scheduled' && session.scheduledAt && session.meetingUrl) {
    const when = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: session.timeZone,
    }).format(new Date(session.scheduledAt));
    return {
      to,
      subject: 'Your 1-on-1 session is scheduled',
      heading: 'Your session is scheduled',
      paragraphs: [`${when} (${session.timeZone}).`, `Topic: ${session.topic}`],
      action: { label: 'Join the meeting', url: session.meetingUrl },
    };
  }
  if (session.status === 'done')
    return {
      to,
      subject: 'Thank you for your 1-on-1 session',
      heading: 'Your session is marked done',
      paragraphs: ['You can request next month’s session from your dashboard once the month begins.'],
      action: dashboard,
    };
  if (session.status === 'cancelled')
    return {
      to,
      subject: 'Your 1-on-1 session was cancelled',
      heading: 'Your session was cancelled',
      paragraphs: ['The month is free again: you can request a new session from your dashboard.'],
      action: dashboard,
    };
  return null;
}
