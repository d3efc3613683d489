import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DeferredToaster } from '#web/components/ui/toast/deferred-toaster';
import { createQueryClient } from '#web/lib/query-client';
import { PageLoader } from './full-screen-loader';
import { SIGNED_IN_ROUTES } from './routes';
import { AppShell } from './shell/app-shell';
import { SessionGuard } from './shell/session-guard';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';

/**
 * Every signed-in route inside the shell; any other path redirects to / (docs/architecture.md).
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
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard>
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
        <DeferredToaster />
      </SessionGuard>
    </QueryClientProvider>
  );
}
