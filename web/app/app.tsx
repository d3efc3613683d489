import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchCurrentUser, userFromDocument } from '#web/lib/current-user';
import { FullScreenLoader } from './full-screen-loader';
import { AppFramePlaceholder } from './shell/app-frame-placeholder';

const SignedInApp = lazy(() => import('./signed-in-app'));
const SignedOutApp = lazy(() => import('./signed-out-app'));

type Session = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; user: unknown };

/**
 * Chooses the signed-in app or the landing page from GET /api/user, showing a full-screen loader
 * meanwhile (docs/architecture.md); a member's document carries that answer, so the app starts at
 * once. Visitors never download the app's code, nor its data library: the query client lives in the
 * signed-in chunk and is seeded with this first answer.
 */
export function App() {
  // A member's document already says who they are (docs/performance.md, "First paint").
  const [documentUser] = useState(userFromDocument);
  const [session, setSession] = useState<Session>(() =>
    documentUser ? { state: 'ready', user: documentUser } : { state: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && documentUser) return;
    let current = true;
    fetchCurrentUser().then(
      (user) => current && setSession({ state: 'ready', user }),
      () => current && setSession({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, documentUser]);

  if (session.state === 'loading') return <FullScreenLoader />;
  if (session.state === 'failed') {
    return (
      <div className="grid min-h-dvh place-items-center px-6 text-center">
        <div>
          <p className="font-serif text-3xl">We could not reach Abundance</p>
          <p className="mt-2 text-muted">Check your connection and try again.</p>
          <button
            type="button"
            onClick={() => {
              setSession({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
            className="mt-6 min-h-11 rounded-xl bg-gold px-5 font-semibold text-on-gold hover:bg-gold-hover"
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  // A member sees the frame their document painted until the signed-in code has run.
  return session.user ? (
    <Suspense fallback={<AppFramePlaceholder />}>
      <SignedInApp user={session.user} />
    </Suspense>
  ) : (
    <Suspense fallback={<FullScreenLoader />}>
      <SignedOutApp />
    </Suspense>
  );
}
