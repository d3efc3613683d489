import { BrandMark } from '../../app/shell/brand-mark';

/** Every call to action is a full-page navigation to the provider's sign-in. */
export default function LandingPage() {
  return (
    <div className="min-h-dvh">
      <nav className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5">
        <BrandMark compact />
        <a href="/api/login" className="min-h-11 rounded-xl bg-gold px-5 py-2.5 font-semibold text-on-gold">
          Get Started
        </a>
      </nav>
      <main className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-5xl">Manifest Through Alignment</h1>
      </main>
    </div>
  );
}
