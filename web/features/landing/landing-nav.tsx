import { BrandMark } from '#web/components/brand-mark';
import { SignInLink } from './sign-in-link';

/** Logo and Get Started, kept in view while the visitor reads. */
export function LandingNav() {
  return (
    <header className="sticky top-0 z-20 border-b border-line/60 bg-night/85 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 sm:h-20 sm:px-8"
      >
        <a href="/" className="rounded-lg" aria-label="Abundance home">
          <BrandMark compact />
        </a>
        <SignInLink variant="secondary">Get Started</SignInLink>
      </nav>
    </header>
  );
}
