import { clearOfZero, PHASE_MIN_DAYS, type Reflection } from '#domain/insights/reflection';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useReflection } from './api';

const one = (value: number) => value.toFixed(1);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The practice sentence, only when the difference stands clear of the member's day-to-day noise. */
function practiceSentence(reflection: Reflection): string | null {
  const { practised, other } = reflection.moodByPractice;
  if (!reflection.enough || practised.meanMood === null || other.meanMood === null) return null;
  return `On days you meditated your mood averaged ${one(practised.meanMood)}; on other days ${one(other.meanMood)}, over ${plural(practised.days + other.days, 'day')}.`;
}

function sessionSentence(reflection: Reflection): string | null {
  const { sessions, meanChange, interval } = reflection.practiceEffect;
  if (meanChange === null || !clearOfZero(interval)) return null;
  const direction = meanChange > 0 ? 'higher' : 'lower';
  return `After a meditation your mood tends to be ${one(Math.abs(meanChange))} ${direction} than before it, over ${plural(sessions, 'rated session')}.`;
}

/**
 * "What helps" on the insights page: plain words from the member's own days, never a cause.
 * Sentences appear only when the statistics allow them (domain/insights/reflection.ts).
 */
export function WhatHelps() {
  const reflection = useReflection();
  const data = reflection.data;
  return (
    <section aria-labelledby="what-helps" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="what-helps" className="text-2xl text-ink">
        What helps
      </h2>
      <p className="mt-1 text-sm text-muted">
        Your mood from your journal, sessions and check-ins over the last year, set beside your practice and
        the Moon. These are patterns in your own days, not causes.
      </p>
      {reflection.isPending ? (
        <Skeleton className="mt-4 h-32" />
      ) : reflection.error || !data ? (
        <LoadError
          message="This could not be worked out just now."
          onRetry={() => void reflection.refetch()}
        />
      ) : (
        <div className="mt-4 grid gap-4">
          {data.enough ? (
            <p className="text-lg text-ink">{practiceSentence(data)}</p>
          ) : (
            <div className="rounded-xl border border-dashed border-line p-4">
              <p className="text-ink">Not enough yet to say what helps.</p>
              <p className="mt-1 text-sm text-muted">Still needed: {data.missing.join('; ')}.</p>
            </div>
          )}
          {sessionSentence(data) ? <p className="text-ink">{sessionSentence(data)}</p> : null}
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted">Mood by moon phase</h3>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {data.moodByMoonPhase.map((row) => (
                <li key={row.phase} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
                  <span className="text-ink">{row.phase}</span>
                  <span className="tabular text-muted">
                    {row.meanMood === null
                      ? `${plural(row.days, 'day')}, too few to say`
                      : `averaged ${one(row.meanMood)} over ${plural(row.days, 'day')}`}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted">
              A phase needs {PHASE_MIN_DAYS} days with a mood before its average shows.
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
