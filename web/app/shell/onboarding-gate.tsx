import { useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isCheckoutReturn, onboardingRedirect } from '#domain/onboarding/onboarding';
import { useSignedInUser } from '#web/lib/use-signed-in-user';

/**
 * Sends a member who has not finished onboarding from the dashboard to /welcome (docs/onboarding.md);
 * every other page opens as asked. A return from checkout is never interrupted, also after the
 * dashboard tidies `?subscription=success` out of its address.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const [path] = useLocation();
  const query = useSearch();
  // wouter gives the query without its '?'.
  const search = query ? `?${query}` : '';
  const [openedFromCheckout] = useState(() => isCheckoutReturn(search));
  const target = openedFromCheckout ? null : onboardingRedirect(user.onboarding, path, search);
  return target ? <Redirect to={target} replace /> : children;
}
