import { Check, Circle, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import { findLibrarySession } from '#domain/meditation/library';
import type { ProgramDay } from '#domain/programs/programs';
import { Button, buttonClass } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { dayStatus } from '#web/features/programs/format';

const STATE_ICON = { done: Check, open: PlayCircle, locked: Lock, upcoming: Circle } as const;

/**
 * One day of a program. The open day shows everything it holds: its session (opened in the
 * player), its affirmation and its ritual or reflection, with "Mark as done" when it has no session.
 */
export function ProgramDayCard({
  day,
  enrolled,
  onMarkDone,
  marking,
}: {
  day: ProgramDay;
  enrolled: boolean;
  onMarkDone: (day: number) => void;
  marking: boolean;
}) {
  const Icon = STATE_ICON[day.state];
  const session = day.sessionId ? findLibrarySession(day.sessionId) : undefined;
  const expanded = enrolled && day.state === 'open';
  return (
    <li
      className={cn(
        'rounded-xl border p-4',
        expanded ? 'border-gold/60 bg-raised/80' : 'border-line bg-raised/40',
      )}
      aria-label={`Day ${day.day}: ${day.title}`}
    >
      <div className="flex items-start gap-3">
        <Icon
          size={20}
          strokeWidth={1.75}
          aria-hidden
          className={cn('mt-1 shrink-0', day.state === 'done' || expanded ? 'text-gold' : 'text-muted')}
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            Day {day.day}
            {day.phase ? ` · ${day.phase}` : ''}
          </p>
          <h3 className="font-serif text-xl leading-snug text-ink">{day.title}</h3>
          <p className="mt-1 text-sm text-muted">
            {enrolled
              ? dayStatus(day)
              : session
                ? `${session.title}, ${session.duration} min`
                : 'A ritual or reflection'}
          </p>
        </div>
      </div>
      {expanded ? (
        <div className="mt-4 space-y-4 sm:pl-8">
          <p className="font-serif text-lg leading-snug text-ink">{day.affirmation}</p>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-muted">
              {day.prompt.kind === 'ritual' ? 'Ritual' : 'Reflection'}
            </p>
            <p className="mt-1 text-ink">{day.prompt.text}</p>
          </div>
          {session ? (
            <div className="flex flex-wrap items-center gap-3">
              <Link href={`/meditate?session=${session.id}`} className={buttonClass('primary', 'md')}>
                Start {session.title}
              </Link>
              <span className="text-sm text-muted">
                {session.duration} min · the day is done when the session ends
              </span>
            </div>
          ) : (
            <Button onClick={() => onMarkDone(day.day)} disabled={marking}>
              Mark as done
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
