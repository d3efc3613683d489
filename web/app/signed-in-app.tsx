import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Toaster } from '#web/components/ui/toast/toaster';
import { createQueryClient } from '#web/lib/query-client';
import { PageLoader } from './full-screen-loader';
import { SIGNED_IN_ROUTES } from './routes';
import { AppShell } from './shell/app-shell';
import { SessionGuard } from './shell/session-guard';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';

/**
 * Every signed-in route inside the shell; any other path redirects to / (docs/architecture.md).
 * The query client, toasts and tooltips live here, not in the entry chunk, because the landing page
 * uses none of them. The client starts with the user app.tsx already fetched, so nothing refetches.
 * Tooltips open after 700 ms and skip that delay for 300 ms after one closes (docs/architecture.md).
 */
export default function SignedInApp({ user }: { user: unknown }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, user);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard>
        <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
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
          <Toaster />
        </TooltipPrimitive.Provider>
      </SessionGuard>
    </QueryClientProvider>
  );
}
