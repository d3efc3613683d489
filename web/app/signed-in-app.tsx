import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CelebrationHost } from '#web/components/celebration/celebration-host';
import { DeferredToaster } from '#web/components/ui/toast/deferred-toaster';
import { StreakCelebrations } from '#web/app/today/streak-celebrations';
import { createQueryClient } from '#web/lib/query-client';
import { FullScreenLoader, PageLoader } from './full-screen-loader';
import { SIGNED_IN_ROUTES, WelcomePage } from './routes';
import { OnboardingGate } from './shell/onboarding-gate';
import { AppShell } from './shell/app-shell';
import { SessionGuard } from './shell/session-guard';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { rememberReturningVisitor } from '#web/lib/remember-returning-visitor';

/**
 * Every signed-in route inside the shell, but /welcome (onboarding) on its own; any other path
 * redirects to / (docs/architecture.md). A member who has not finished onboarding is sent from the
 * dashboard to /welcome (onboarding-gate.tsx).
 * The query client and toasts live here, not in the entry chunk, because the landing page uses
 * neither; the toaster's own code loads after the first paint (deferred-toaster.tsx). The client
 * starts with the user app.tsx already fetched, so nothing refetches.
 */
export default function SignedInApp({ user }: { user: unknown }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, user);
    return client;
  });
  useEffect(rememberReturningVisitor, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard>
        <Switch>
          <Route path="/welcome">
            <Suspense fallback={<FullScreenLoader />}>
              <WelcomePage />
            </Suspense>
          </Route>
          <Route>
            <OnboardingGate>
              <AppShell>
                <Suspense fallback={<PageLoader />}>
                  <Switch>
                    {SIGNED_IN_ROUTES.map(({ path, page }) => (
                      <Route key={path} path={path} component={page} />
                    ))}
                    <Route>
                      <Redirect to="/" replace />
                    </Route>
                  </Switch>
                </Suspense>
              </AppShell>
            </OnboardingGate>
          </Route>
        </Switch>
        <DeferredToaster />
        <CelebrationHost />
        <StreakCelebrations />
      </SessionGuard>
    </QueryClientProvider>
  );
}
