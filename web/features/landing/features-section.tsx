import { Activity, Sparkles, Target } from 'lucide-react';
import { affirmationsTitle } from '#domain/affirmations/names';
import { SectionHeading } from './section-heading';
import { useAffirmationsByModel } from './use-affirmation-writer';

/** The first card: "AI" and "written for you" only when a chat model writes the lines. */
const affirmationsCard = (byModel: boolean) => ({
  icon: Sparkles,
  title: affirmationsTitle(byModel),
  text: byModel
    ? 'Fresh affirmations written for you each day, tuned to the goals you hold. Keep the ones that resonate.'
    : 'Fresh affirmations each day, chosen from a library written by people to fit the goals you hold. Keep the ones that resonate.',
});

const OTHER_FEATURES = [
  {
    icon: Target,
    title: 'Quantum Goal Tracker',
    text: 'Name what you are calling in, set a manifestation date and an amount, and watch your progress unfold.',
  },
  {
    icon: Activity,
    title: 'Energy & Coherence Tracking',
    text: 'Check in with your frequency and coherence, and see how meditation, rituals and habits lift your field.',
  },
] as const;

export function FeaturesSection() {
  const features = [affirmationsCard(useAffirmationsByModel()), ...OTHER_FEATURES];
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-24">
      <SectionHeading id="features-title" eyebrow="Your practice" title="Everything your practice needs" />
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-line bg-surface p-6 transition-shadow duration-200 hover:shadow-[inset_0_0_40px_-20px_rgba(139,124,246,0.35)] sm:p-7"
          >
            <span className="grid size-12 place-items-center rounded-xl border border-gold/30 bg-gold/10 text-gold">
              <Icon size={22} strokeWidth={1.75} aria-hidden />
            </span>
            <h3 className="mt-5 text-2xl text-ink">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
