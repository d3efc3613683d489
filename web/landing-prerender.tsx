import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import LandingPage from '#web/features/landing/landing-page';

/** The landing page's markup for landing.html, rendered at build time (scripts/prerender-landing.mjs). */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
