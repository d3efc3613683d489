import { ArrowRight } from 'lucide-react';
import { SignInLink } from './sign-in-link';

/** The promise, the one primary action, and a calm visual of the practice (528 Hz, coherence). */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto max-w-6xl px-5 pb-10 pt-10 sm:px-8 sm:pb-20 sm:pt-20"
    >
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
            Meditation · Affirmations · Rituals
          </p>
          <h1 id="hero-title" className="mt-5 text-5xl leading-[1.05] text-ink sm:text-6xl lg:text-7xl">
            Manifest Through <span className="text-gold italic">Alignment</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted lg:mx-0">
            A quiet daily ritual for wealth consciousness: guided meditation with binaural beats, affirmations
            written for you, and gentle tracking of your energy, goals and habits.
          </p>
          <div className="mt-9 flex flex-col items-center gap-4 lg:items-start">
            <SignInLink size="lg">
              Begin Your Journey
              <ArrowRight size={20} strokeWidth={1.75} aria-hidden />
            </SignInLink>
            <p className="text-sm text-muted">Free to start · 30-day money-back guarantee on paid plans</p>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/**
 * Decorative: concentric rings breathing around the abundance frequency, with two of the dashboard's
 * chips. Their figures are nobody's, so the picture says it is an example (docs/landing.md).
 */
function HeroVisual() {
  return (
    <div
      aria-hidden
      className="relative mx-auto grid aspect-square w-full max-w-[300px] place-items-center sm:max-w-[420px]"
    >
      <div className="absolute inset-[6%] rounded-full bg-[radial-gradient(circle,rgba(226,184,87,0.28),rgba(139,124,246,0.14)_45%,transparent_70%)] blur-2xl" />
      <div className="absolute inset-[4%] rounded-full border border-gold/10" />
      <div className="absolute inset-[16%] animate-breathe rounded-full border border-gold/20" />
      <div className="absolute inset-[28%] rounded-full border border-gold/30 bg-night/40" />
      <div className="relative text-center">
        <p className="font-serif text-6xl leading-none text-gold lining-nums sm:text-7xl">528</p>
        <p className="mt-2 text-xs uppercase tracking-[0.25em] text-muted">Hz · abundance</p>
      </div>
      <Chip
        className="-left-2 top-[10%] sm:-left-4 sm:top-[14%]"
        dot="bg-violet"
        label="Coherence"
        value="87%"
      />
      <Chip
        className="-right-2 bottom-[10%] sm:-right-4 sm:bottom-[12%]"
        dot="bg-emerald"
        label="Day streak"
        value="7"
      />
      <p className="absolute inset-x-0 -bottom-7 text-center text-xs tracking-wide text-muted/80 sm:-bottom-4">
        Example of your dashboard
      </p>
    </div>
  );
}

function Chip({
  className,
  dot,
  label,
  value,
}: {
  className: string;
  dot: string;
  label: string;
  value: string;
}) {
  return (
    <div
      className={`absolute flex items-center gap-2.5 rounded-2xl border border-line bg-surface/90 px-4 py-2.5 shadow-xl shadow-black/40 backdrop-blur ${className}`}
    >
      <span className={`size-2 rounded-full ${dot}`} />
      <span className="text-sm text-muted">{label}</span>
      <span className="text-sm font-semibold text-ink tabular">{value}</span>
    </div>
  );
}
