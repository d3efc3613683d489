import { Feather, PartyPopper, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { THEME_LABELS } from '#domain/meditation/library';
import { buttonClass } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { TodaysMoonNote } from '#web/features/sky/todays-cosmic-energy-card';
import { ProgramTodayStep } from '#web/features/programs/components/program-today';
import { useMemberToday } from '#web/lib/use-member-today';
import { ProgressRings } from './progress-rings';
import { useToday, type TodayView } from './use-today';

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** The label, heading, line and action every kind of next step shares. */
function Step({
  label,
  title,
  children,
  action,
}: {
  label: string;
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold uppercase tracking-wider text-gold">{label}</p>
      <h3 className="font-serif text-xl leading-tight text-ink">{title}</h3>
      {children ? <p className="text-sm text-muted">{children}</p> : null}
      <div className="mt-1.5 flex flex-wrap gap-2">{action}</div>
    </div>
  );
}

function NextStep({ view }: { view: TodayView }) {
  const { step, session } = view;
  if (step.kind === 'program' && view.program) return <ProgramTodayStep program={view.program} />;
  if (step.kind === 'session' || step.kind === 'program')
    return (
      <Step
        label="Your session for today"
        title={session.title}
        action={
          <Link href={`/meditate?session=${session.id}`} className={buttonClass('primary', 'md')}>
            Start {session.title}
          </Link>
        }
      >
        {session.duration} min · {THEME_LABELS[session.theme]}
      </Step>
    );
  if (step.kind === 'affirmations')
    return (
      <Step
        label="Next"
        title="Write today’s affirmations"
        action={
          <Link href="/affirmations" className={buttonClass('primary', 'md')}>
            <Feather size={18} strokeWidth={1.75} aria-hidden />
            Write them
          </Link>
        }
      >
        Three lines for your goals, habits and today’s moon.
      </Step>
    );
  if (step.kind === 'rituals')
    return (
      <Step
        label="Next"
        title={step.left === 1 ? 'One ritual left today' : `${step.left} rituals left today`}
        action={
          <a href="#daily-rituals" className={buttonClass('primary', 'md')}>
            <Sun size={18} strokeWidth={1.75} aria-hidden />
            Go to your rituals
          </a>
        }
      />
    );
  return (
    <div className="flex items-start gap-3">
      <PartyPopper size={22} strokeWidth={1.75} aria-hidden className="mt-1 shrink-0 text-gold" />
      <div>
        <h3 className="font-serif text-xl leading-tight text-ink">Today is complete</h3>
        <p className="text-sm text-muted">A session, your affirmations and every ritual: well done.</p>
      </div>
    </div>
  );
}

/** What else today holds, one line each, when it is not the next step itself. */
function TodayLines({ view }: { view: TodayView }) {
  const lines: ReactNode[] = [];
  const { step, session, rings } = view;
  const meditated = rings.meditation.done > 0;
  if (step.kind === 'program' && !meditated)
    lines.push(
      <li key="session" className="flex flex-wrap items-center gap-x-2">
        <Link
          href={`/meditate?session=${session.id}`}
          className="inline-flex min-h-6 items-center font-semibold text-gold underline-offset-4 hover:underline"
        >
          {session.title}
        </Link>
        <span className="text-muted">{session.duration} min, today’s session</span>
      </li>,
    );
  if (view.affirmation)
    lines.push(
      <li key="affirmation">
        <Link
          href="/affirmations"
          className="line-clamp-1 font-serif italic text-ink/90 underline-offset-4 hover:underline"
        >
          <span className="sr-only">Today’s affirmation: </span>“{view.affirmation}”
        </Link>
      </li>,
    );
  if (step.kind !== 'program' && view.program)
    lines.push(
      <li key="program">
        <ProgramTodayStep program={view.program} />
      </li>,
    );
  return lines.length > 0 ? <ul className="grid gap-2 text-sm">{lines}</ul> : null;
}

function TodaySkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading today"
      className="grid gap-4 lg:grid-cols-[1fr_14rem]"
    >
      <div className="grid gap-2">
        <Skeleton className="h-3 w-32" />
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-1 h-11 w-44" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className="grid justify-items-center gap-1">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-3 w-14" />
          </div>
        ))}
      </div>
    </div>
  );
}

function TodayBody() {
  const today = useToday();
  if (today.state === 'loading') return <TodaySkeleton />;
  if (today.state === 'error')
    return <LoadError message="Today’s plan could not be loaded." onRetry={today.retry} />;
  const { view } = today;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_14rem] lg:gap-6">
      <div className="grid content-start gap-3" data-testid="today-next">
        <NextStep view={view} />
        <TodayLines view={view} />
      </div>
      <ProgressRings {...view.rings} />
    </div>
  );
}

/**
 * The dashboard's Today card, in the place of the spec's full-width widget (docs/dashboard.md,
 * "Today"): the next thing to do, today's progress as rings, and the moon's note for today. Its
 * figures load after the first paint (`ready`); until then the card holds their place.
 */
export function TodayCard({ ready }: { ready: boolean }) {
  const today = useMemberToday();
  return (
    <Card compact role="region" aria-labelledby="today-title" className="grid gap-3 sm:gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="today-title" className="text-2xl leading-tight text-ink">
          Today
        </h2>
        <p className="text-sm text-muted">{longDate(today)}</p>
      </div>
      {ready ? <TodayBody /> : <TodaySkeleton />}
      <TodaysMoonNote className="border-t border-line pt-3" />
    </Card>
  );
}
