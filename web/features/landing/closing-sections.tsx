import { formatMemberFigure } from '#domain/landing/landing';
import { SignInLink } from './sign-in-link';
import { useMemberFigure } from './use-member-figure';
import { useSignupNotice } from './use-signup-notice';

const STORY_KINDS = ['Wealth', 'Career', 'Relationships', 'Health', 'Spiritual'] as const;
const RESOURCE_KINDS = ['Meditation', 'Energy', 'Books', 'Tools'] as const;

/** The mid-page call to action. */
export function CallToAction() {
  const signupNotice = useSignupNotice();
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-5 py-6 sm:px-8 sm:py-8">
      <div className="rounded-3xl border border-gold/25 bg-surface px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-4xl leading-tight text-ink sm:text-5xl">
          Your morning ritual is waiting
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-muted sm:text-lg">
          A meditation, your affirmations and one small ritual. Ten quiet minutes a day is how wealth
          consciousness grows.
        </p>
        <SignInLink size="lg" className="mt-8">
          {signupNotice ? 'Sign in' : 'Start Manifesting'}
        </SignInLink>
        {signupNotice ? <p className="mx-auto mt-4 max-w-md text-sm text-muted">{signupNotice}</p> : null}
      </div>
    </section>
  );
}

/**
 * The community: with 1,000 or more members, their real number rounded down (docs/landing.md);
 * below that, the same invitation without a number.
 */
export function CommunitySection() {
  const figure = useMemberFigure();
  const label = figure === null ? null : formatMemberFigure(figure);
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-24">
      <div className={`grid items-center gap-8 md:gap-16 ${label ? 'md:grid-cols-[auto_1fr]' : ''}`}>
        {label ? (
          <p className="text-center md:text-left">
            <span className="block font-serif text-7xl leading-none text-gold lining-nums sm:text-8xl">
              {label}
            </span>
            <span className="mt-3 block text-xs font-semibold uppercase tracking-[0.25em] text-muted">
              manifestors
            </span>
          </p>
        ) : null}
        <div className="text-center md:text-left">
          <h2 id="community-title" className="text-4xl leading-tight text-ink sm:text-5xl">
            You are not manifesting alone
          </h2>
          <p className="mt-4 max-w-xl text-muted sm:text-lg md:max-w-none">
            Join {label ? `${label} manifestors` : 'fellow manifestors'} who share their success stories,
            celebrate each other&rsquo;s breakthroughs and stay inspired to practise alignment every day.
          </p>
          <TagList items={STORY_KINDS} />
          <SignInLink variant="secondary" className="mt-8">
            Join the Community
          </SignInLink>
        </div>
      </div>
    </section>
  );
}

/** The resources button: curated tools for the practice. */
export function ResourcesSection() {
  return (
    <section aria-labelledby="resources-title" className="mx-auto max-w-6xl px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="flex flex-col items-center gap-6 rounded-3xl border border-line bg-surface px-6 py-10 text-center sm:px-12 md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="resources-title" className="text-3xl leading-tight text-ink sm:text-4xl">
            Curated resources for your practice
          </h2>
          <p className="mt-2 text-muted">Singing bowls, headphones, books and tools we recommend.</p>
          <TagList items={RESOURCE_KINDS} />
        </div>
        <SignInLink variant="secondary" className="shrink-0">
          Explore Resources
        </SignInLink>
      </div>
    </section>
  );
}

function TagList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 flex flex-wrap justify-center gap-2 md:justify-start">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-line px-3 py-1 text-sm text-muted">
          {item}
        </li>
      ))}
    </ul>
  );
}
