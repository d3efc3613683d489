import { normalise } from '#domain/coach/normalise';
import { plural } from '#domain/coach/words';
import { PLAN_FEATURES, PLAN_LIMITS, planById } from '#domain/plans/plans';
import { openPage, type CoachAnswer } from './shared';

const BILLING =
  /\b(charged|double charged|billed|billing|invoice|receipt|payment (failed|declined|didn't go through)|card (was )?declined|refund)\b/;

/**
 * The plans as the pricing page defines them: limits from PLAN_LIMITS, lines from PLAN_FEATURES. A
 * question about a charge gets where to look: the coach sees no payments, so it claims none.
 */
export function plans(message: string): CoachAnswer {
  if (BILLING.test(normalise(message)))
    return {
      topic: 'plans',
      text: 'I can’t see payments, so I can’t check a charge or refund one myself. The Pricing page shows your plan, the date it renews or ends, and a way to cancel. For a charge you did not expect, note its date and amount from your card statement and send them to the team behind this app: they can look it up in the payment records and refund a duplicate.',
      action: openPage('See your plan', '/pricing'),
    };
  const features = Object.values(PLAN_FEATURES);
  // "Advanced analytics" -> "advanced analytics", but "VIP status" keeps its capitals.
  const lower = (line: string) => line.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
  const added = (plan: 'pro' | 'premium', below: 'free' | 'pro') => {
    const lines = features.filter((feature) => feature[plan] && !feature[below]).map((f) => lower(f.line));
    return lines.length > 1 ? `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}` : (lines[0] ?? '');
  };
  const free = planById('free');
  const pro = planById('pro');
  const premium = planById('premium');
  return {
    topic: 'plans',
    text: `${free.name} (${free.price}) includes ${PLAN_LIMITS.free.affirmations} affirmations a day and ${plural(PLAN_LIMITS.free.goals ?? 0, 'goal')}. ${pro.name} (${pro.price}${pro.period}) adds unlimited affirmations, habit tracking, up to ${PLAN_LIMITS.pro.goals} goals, ${added('pro', 'free')}. ${premium.name} (${premium.price}${premium.period}) adds unlimited goals, ${added('premium', 'pro')}.`,
    action: openPage('Compare the plans', '/pricing'),
  };
}
