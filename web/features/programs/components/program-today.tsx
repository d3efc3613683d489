import { Moon, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { findLibrarySession } from '#domain/meditation/library';
import type { ProgramSummary } from '#domain/programs/programs';
import { buttonClass } from '#web/components/ui/button';
import { usePrograms, useProgram } from '#web/features/programs/api';
import { longDay } from '#web/features/programs/format';

/** The member's most recently started program that is still running, if any. */
function mostRecentProgram(programs: readonly ProgramSummary[]): ProgramSummary | null {
  let latest: ProgramSummary | null = null;
  for (const program of programs) {
    const enrolment = program.enrolment;
    if (!enrolment || enrolment.completedOn) continue;
    if (!latest?.enrolment || enrolment.startedOn > latest.enrolment.startedOn) latest = program;
  }
  return latest;
}

/**
 * The program the Today card leads with: the member's most recent one still running, its detail, and
 * its open day. `pending` while either answer is on its way.
 */
export function useFollowedProgram() {
  const programs = usePrograms();
  const current = programs.data ? mostRecentProgram(programs.data) : null;
  const detail = useProgram(current?.id ?? null);
  const pending = programs.isPending || (current !== null && detail.isPending);
  const open = detail.data?.days.find((day) => day.state === 'open') ?? null;
  return {
    pending,
    isError: programs.isError || detail.isError,
    refetch: () => Promise.all([programs.refetch(), current ? detail.refetch() : null]),
    current: current && detail.data ? { summary: current, detail: detail.data } : null,
    open,
  };
}

/**
 * For the Today card (docs/dashboard.md, "Today"): the followed program's open day (its title,
 * affirmation and a way in), or when the lunar program starts, or when its next day opens.
 */
export function ProgramTodayStep({
  program,
}: {
  program: NonNullable<ReturnType<typeof useFollowedProgram>['current']>;
}) {
  const { summary, detail } = program;
  const days = detail.days;
  const open = days.find((day) => day.state === 'open');
  const first = days[0];
  const session = open?.sessionId ? findLibrarySession(open.sessionId) : undefined;
  const Icon = detail.schedule === 'lunar' ? Moon : Sparkles;
  return (
    <div className="flex flex-col gap-2" aria-label="Your program today" role="group">
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted">
        <Icon size={16} strokeWidth={1.75} aria-hidden className="text-gold" />
        {summary.title}
      </p>
      {open ? (
        <>
          <h3 className="font-serif text-xl leading-tight text-ink">
            Day {open.day}: {open.title}
          </h3>
          <p className="font-serif text-base leading-snug text-ink/90">{open.affirmation}</p>
          <div className="flex flex-wrap gap-2">
            {session ? (
              <Link href={`/meditate?session=${session.id}`} className={buttonClass('primary', 'md')}>
                Start {session.title}
              </Link>
            ) : null}
            <Link
              href={`/programs/${summary.id}`}
              className={buttonClass(session ? 'secondary' : 'primary', 'md')}
            >
              {session ? 'See the day' : 'Open today’s day'}
            </Link>
          </div>
        </>
      ) : first?.state === 'upcoming' && first.opensOn ? (
        <>
          <h3 className="font-serif text-xl leading-tight text-ink">Starts with the new moon</h3>
          <p className="text-sm text-muted">
            Day 1 opens on {longDay(first.opensOn)}, with your intention for the cycle.
          </p>
        </>
      ) : (
        <>
          <h3 className="font-serif text-xl leading-tight text-ink">Today’s day is done</h3>
          <p className="text-sm text-muted">
            {(() => {
              const next = days.find((day) => day.state === 'locked' && day.opensOn);
              return next?.opensOn
                ? `Day ${next.day} opens on ${longDay(next.opensOn)}.`
                : 'The next day opens at midnight.';
            })()}{' '}
            <Link
              href={`/programs/${summary.id}`}
              className="font-semibold text-gold underline-offset-4 hover:underline"
            >
              See the program
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
