import { lazy, Suspense } from 'react';
import { FullScreenLoader } from './full-screen-loader';
import { useCurrentUser } from './use-current-user';

const SignedInApp = lazy(() => import('./signed-in-app'));
const SignedOutApp = lazy(() => import('./signed-out-app'));

/** Chooses the signed-in app or the landing page from GET /api/user; visitors never download the app's code. */
export function App() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  if (isPending) return <FullScreenLoader />;
  if (isError) {
    return (
      <div className="grid min-h-dvh place-items-center px-6 text-center">
        <div>
          <p className="font-serif text-3xl">We could not reach Abundance</p>
          <p className="mt-2 text-muted">Check your connection and try again.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-6 min-h-11 rounded-xl bg-gold px-5 font-semibold text-on-gold"
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  return <Suspense fallback={<FullScreenLoader />}>{user ? <SignedInApp /> : <SignedOutApp />}</Suspense>;
}
