import type { WebhookDelivery, WebhookEvent } from '#domain/webhooks/webhooks';
import { formatDateTime } from '#web/lib/format-when';

/** How each event reads on the profile. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'habit.completed': 'A habit is ticked off',
  'habit.uncompleted': 'A habit is unticked',
  'ritual.completed': 'A ritual is completed',
  'session.completed': 'A meditation session ends',
  'goal.updated': 'A goal changes',
  'journal.created': 'A journal entry is written (its date and mood only, never its words)',
};

/** "Delivered 26 Nov 2026, 18:40 (200)", "Failed after 7 attempts: timed out", "Waiting to be sent". */
export function describeDelivery(delivery: WebhookDelivery): string {
  const when = delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : null;
  const answer = delivery.responseStatus ? `answered ${delivery.responseStatus}` : delivery.error;
  if (delivery.status === 'delivered')
    return `Delivered${when ? ` ${when}` : ''}${answer ? `, ${answer}` : ''}`;
  if (delivery.status === 'failed')
    return `Failed after ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}${answer ? `: ${answer}` : ''}`;
  return delivery.attempts === 0
    ? 'Waiting to be sent'
    : `Retrying after ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}${answer ? ` (${answer})` : ''}`;
}
