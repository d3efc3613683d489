import { RETURNING_VISITOR_COOKIE } from '#domain/auth/auth';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells /api/login that this browser has been signed in here, so it opens on sign-in next time
 * rather than on the form that creates an account (docs/onboarding.md, "Sign-up first").
 */
export function rememberReturningVisitor(): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${RETURNING_VISITOR_COOKIE}=1; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax${secure}`;
}
