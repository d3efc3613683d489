import { ENERGY_COMPARISON_MIN_DAYS, type Insights } from '#domain/insights/insights';
import { Card } from '#web/components/ui/card';

const TIME_LABEL = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  night: 'Night',
} as const;

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="grid gap-1">
      <p className="text-xs uppercase tracking-wide text-muted">{label}</p>
      <p className="font-serif text-3xl text-ink tabular">{value}</p>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
    </Card>
  );
}

/** Best time and day, energy with vs without meditation, and habit completion. */
export function Patterns({ insights }: { insights: Insights }) {
  const energy = insights.energyByMeditation;
  const energyValue =
    energy.difference === null
      ? 'Too few days to say'
      : `${energy.difference > 0 ? '+' : ''}${energy.difference}`;
  const energyNote =
    energy.difference === null
      ? `Needs ${ENERGY_COMPARISON_MIN_DAYS} check-in days with meditation and ${ENERGY_COMPARISON_MIN_DAYS} without; you have ${energy.withDays} and ${energy.withoutDays}.`
      : `Mean energy ${energy.withMean} on ${energy.withDays} days you meditated, ${energy.withoutMean} on ${energy.withoutDays} days you did not.`;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label="Best time of day"
          value={insights.bestTimeOfDay ? TIME_LABEL[insights.bestTimeOfDay] : '–'}
          note={insights.bestTimeOfDay ? 'When you practise most often' : 'No practice in this range yet'}
        />
        <Stat
          label="Best day of week"
          value={insights.bestDayOfWeek ?? '–'}
          note={
            insights.bestDayOfWeek ? 'The weekday with the most practice' : 'No practice in this range yet'
          }
        />
        <Stat label="Energy with meditation" value={energyValue} note={energyNote} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-xl">Completion per habit</h2>
          {insights.habits.length === 0 ? (
            <p className="text-sm text-muted">No active wealth habits.</p>
          ) : (
            <ul className="grid gap-3">
              {insights.habits.map((habit) => (
                <li key={habit.title} className="grid min-w-0 gap-1">
                  <div className="flex min-w-0 justify-between gap-2 text-sm">
                    <span className="min-w-0 break-words text-ink">{habit.title}</span>
                    <span className="shrink-0 text-muted tabular">
                      {habit.rate}% ({habit.done} of {habit.due})
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-raised" aria-hidden>
                    {/* The bar never leaves its track, whatever the figure. */}
                    <div
                      className="h-2 rounded-full bg-emerald"
                      style={{ width: `${Math.min(100, Math.max(0, habit.rate))}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="mb-3 text-xl">Streak history</h2>
          {insights.streaks.length === 0 ? (
            <p className="text-sm text-muted">No practice streaks in this range yet.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {insights.streaks.slice(0, 8).map((streak) => (
                <li key={streak.start} className="flex justify-between gap-2 tabular">
                  <span className="text-muted">
                    {streak.start} to {streak.end}
                  </span>
                  <span className="text-ink">{streak.days} days</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
