import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import LandingPage from '#web/features/landing/landing-page';

/** Attaches the landing page's behaviour to its prerendered markup (loaded by web/landing-boot.ts). */
export function hydrateLanding(root: HTMLElement): void {
  hydrateRoot(
    root,
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
