import type { PlanId } from '#domain/plans/plans';

export type PlanAction = { kind: 'navigate'; to: string } | { kind: 'missing-price' };

/**
 * What a plan's Get Started button does (docs/plans.md): signed out -> /; Free or the plan
 * already held -> /dashboard; a paid plan without a price id only logs an error; otherwise /subscribe.
 */
export function planAction(input: {
  signedIn: boolean;
  planId: PlanId;
  currentPlan: PlanId;
  priceId: string | null;
}): PlanAction {
  if (!input.signedIn) return { kind: 'navigate', to: '/' };
  if (input.planId === 'free' || input.planId === input.currentPlan)
    return { kind: 'navigate', to: '/dashboard' };
  if (!input.priceId) return { kind: 'missing-price' };
  const query = new URLSearchParams({ tier: input.planId, priceId: input.priceId });
  return { kind: 'navigate', to: `/subscribe?${query.toString()}` };
}

export function planButtonLabel(input: { planId: PlanId; currentPlan: PlanId; selected: boolean }): string {
  if (input.selected) return 'Loading...';
  if (input.planId === input.currentPlan) return 'Current Plan';
  return 'Get Started';
}
