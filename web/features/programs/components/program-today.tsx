import { Moon, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { findLibrarySession } from '#domain/meditation/library';
import type { ProgramSummary } from '#domain/programs/programs';
import { buttonClass } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
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
 * For the Today view: the most recent program's open day (its title, affirmation and a way in), or
 * when the lunar program starts. Renders nothing for a member who follows no program.
 */
export function ProgramToday() {
  const programs = usePrograms();
  const current = programs.data ? mostRecentProgram(programs.data) : null;
  const detail = useProgram(current?.id ?? null);
  if (programs.isPending || (current && detail.isPending))
    return <Skeleton className="h-40 w-full rounded-2xl" aria-label="Loading your program" />;
  if (!current || !detail.data) return null;

  const days = detail.data.days;
  const open = days.find((day) => day.state === 'open');
  const first = days[0];
  const session = open?.sessionId ? findLibrarySession(open.sessionId) : undefined;
  const Icon = detail.data.schedule === 'lunar' ? Moon : Sparkles;
  return (
    <Card className="flex flex-col gap-3" aria-label="Your program today">
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted">
        <Icon size={16} strokeWidth={1.75} aria-hidden className="text-gold" />
        {current.title}
      </p>
      {open ? (
        <>
          <CardTitle>
            Day {open.day}: {open.title}
          </CardTitle>
          <p className="font-serif text-lg leading-snug text-ink">{open.affirmation}</p>
          <div className="flex flex-wrap gap-2">
            {session ? (
              <Link href={`/meditate?session=${session.id}`} className={buttonClass('primary', 'md')}>
                Start {session.title}
              </Link>
            ) : null}
            <Link
              href={`/programs/${current.id}`}
              className={buttonClass(session ? 'secondary' : 'primary', 'md')}
            >
              {session ? 'See the day' : 'Open today’s day'}
            </Link>
          </div>
        </>
      ) : first?.state === 'upcoming' && first.opensOn ? (
        <>
          <CardTitle>Starts with the new moon</CardTitle>
          <p className="text-muted">
            Day 1 opens on {longDay(first.opensOn)}, with your intention for the cycle.
          </p>
        </>
      ) : (
        <>
          <CardTitle>Today’s day is done</CardTitle>
          <p className="text-muted">
            {(() => {
              const next = days.find((day) => day.state === 'locked' && day.opensOn);
              return next?.opensOn
                ? `Day ${next.day} opens on ${longDay(next.opensOn)}.`
                : 'The next day opens at midnight.';
            })()}
          </p>
          <Link href={`/programs/${current.id}`} className={buttonClass('secondary', 'md', 'self-start')}>
            See the program
          </Link>
        </>
      )}
    </Card>
  );
}
