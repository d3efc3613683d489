import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Route = { path: string; page: LazyExoticComponent<ComponentType> };

/**
 * The signed-in route table (docs/architecture.md). Every page is its own chunk, so a visitor downloads
 * only what the page they open needs.
 */
export const SIGNED_IN_ROUTES: Route[] = [
  { path: '/', page: lazy(() => import('#web/app/routes/dashboard-page')) },
  { path: '/dashboard', page: lazy(() => import('#web/app/routes/dashboard-page')) },
  { path: '/meditate', page: lazy(() => import('#web/app/routes/meditate-page')) },
  {
    path: '/meditate/create',
    page: lazy(() => import('#web/features/meditation/custom/create-meditation-page')),
  },
  { path: '/programs', page: lazy(() => import('#web/features/programs/programs-page')) },
  { path: '/programs/:id', page: lazy(() => import('#web/features/programs/program-page')) },
  { path: '/affirmations', page: lazy(() => import('#web/features/affirmations/affirmations-page')) },
  { path: '/energy', page: lazy(() => import('#web/app/routes/energy-page')) },
  { path: '/goals', page: lazy(() => import('#web/features/goals/goals-page')) },
  { path: '/journal', page: lazy(() => import('#web/features/journal/journal-page')) },
  { path: '/rituals', page: lazy(() => import('#web/features/rituals/rituals-page')) },
  { path: '/wealth-habits', page: lazy(() => import('#web/features/habits/habits-page')) },
  { path: '/astrology', page: lazy(() => import('#web/features/sky/astrology-page')) },
  { path: '/community', page: lazy(() => import('#web/features/community/community-page')) },
  { path: '/resources', page: lazy(() => import('#web/features/resources/resources-page')) },
  { path: '/pricing', page: lazy(() => import('#web/features/payments/pricing-page')) },
  { path: '/subscribe', page: lazy(() => import('#web/features/payments/subscribe-page')) },
  { path: '/coach', page: lazy(() => import('#web/features/coach/coach-page')) },
  { path: '/insights', page: lazy(() => import('#web/features/insights/insights-page')) },
  { path: '/admin', page: lazy(() => import('#web/app/routes/admin-page')) },
  // The review queues' old addresses open their tabs of the console.
  {
    path: '/admin/coaching',
    page: lazy(() => import('#web/app/routes/admin-old-paths').then((m) => ({ default: m.ToCoachingTab }))),
  },
  {
    path: '/admin/community',
    page: lazy(() => import('#web/app/routes/admin-old-paths').then((m) => ({ default: m.ToStoriesTab }))),
  },
  { path: '/profile', page: lazy(() => import('#web/app/routes/profile-page')) },
];

/** Onboarding, outside the shell: a focused page with no navigation around it. */
export const WelcomePage = lazy(() => import('#web/app/routes/welcome-page'));
