import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Toaster } from '../components/ui/toast/toaster';
import { PageLoader } from './full-screen-loader';
import { SIGNED_IN_ROUTES } from './routes';
import { AppShell } from './shell/app-shell';

/**
 * Every signed-in route inside the shell; any other path redirects to / (SPEC section 2).
 * Toasts and tooltips live here, not in the entry chunk, because the landing page uses neither.
 * Tooltips open after 700 ms and skip that delay for 300 ms after one closes (SPEC section 9).
 */
export default function SignedInApp() {
  return (
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
  );
}
