import { BrandMark } from '#web/components/brand-mark';
import { BRAND } from '#web/lib/brand';
import { SkipLink } from '#web/components/skip-link';
import { CallToAction, CommunitySection, ResourcesSection } from './closing-sections';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingNav } from './landing-nav';
import { VideoSection } from './video-section';

/**
 * The signed-out page (docs/landing.md): nav, hero, two videos, three features, a call to action, the
 * community and a resources button. Every button is a full-page navigation to /api/login.
 */
export default function LandingPage() {
  return (
    <div className="min-h-dvh overflow-x-clip">
      <SkipLink />
      <LandingNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <VideoSection />
        <FeaturesSection />
        <CallToAction />
        <CommunitySection />
        <ResourcesSection />
      </main>
      <footer className="border-t border-line/60">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-5 py-10 text-center sm:flex-row sm:justify-between sm:px-8 sm:text-left">
          <BrandMark compact />
          {/* Rendered at build time: a page built last year may hydrate in a new one. */}
          <p className="text-sm text-muted" suppressHydrationWarning>
            {BRAND.tagline} · © {new Date().getFullYear()} {BRAND.name}
          </p>
        </div>
      </footer>
    </div>
  );
}
