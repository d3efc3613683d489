import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Route = { path: string; page: LazyExoticComponent<ComponentType> };

/**
 * The signed-in route table (SPEC section 2). Every page is its own chunk, so a visitor downloads
 * only what the page they open needs.
 */
export const SIGNED_IN_ROUTES: Route[] = [
  { path: '/', page: lazy(() => import('../features/dashboard/dashboard-page')) },
  { path: '/dashboard', page: lazy(() => import('../features/dashboard/dashboard-page')) },
  { path: '/meditate', page: lazy(() => import('../features/meditation/meditate-page')) },
  { path: '/affirmations', page: lazy(() => import('../features/affirmations/affirmations-page')) },
  { path: '/energy', page: lazy(() => import('../features/energy/energy-page')) },
  { path: '/goals', page: lazy(() => import('../features/goals/goals-page')) },
  { path: '/rituals', page: lazy(() => import('../features/rituals/rituals-page')) },
  { path: '/wealth-habits', page: lazy(() => import('../features/habits/wealth-habits-page')) },
  { path: '/astrology', page: lazy(() => import('../features/cosmic/astrology-page')) },
  { path: '/community', page: lazy(() => import('../features/community/community-page')) },
  { path: '/resources', page: lazy(() => import('../features/resources/resources-page')) },
  { path: '/pricing', page: lazy(() => import('../features/payments/pricing-page')) },
  { path: '/subscribe', page: lazy(() => import('../features/payments/subscribe-page')) },
  { path: '/profile', page: lazy(() => import('../features/account/profile-page')) },
];
