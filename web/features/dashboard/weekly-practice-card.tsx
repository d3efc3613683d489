import { CalendarCheck } from 'lucide-react';
import { DAY_MS, dayToDate } from '#domain/shared/dates';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useDashboardStats } from './api';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

const weekday = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { weekday: 'narrow', timeZone: 'UTC' }),
);
const weekdayLong = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }),
);

/** Minutes meditated, rituals and habits completed over the last 7 days, from the practice log. */
export function WeeklyPracticeCard() {
  const stats = useDashboardStats();
  const week = stats.data?.weeklyPractice;
  const figures = week
    ? [
        { label: 'Minutes meditated', value: week.minutesMeditated },
        { label: 'Rituals completed', value: week.ritualsCompleted },
        { label: 'Habits completed', value: week.habitsCompleted },
      ]
    : [];
  const firstDay = week ? dayToDate(week.from) : null;

  return (
    <Card compact aria-labelledby="week-title">
      <CardHeader compact>
        <div>
          <CardTitle compact id="week-title" className="flex items-center gap-2">
            <CalendarCheck size={20} strokeWidth={1.75} aria-hidden className="text-gold" />
            This Week's Practice
          </CardTitle>
        </div>
        <CardDescription className="shrink-0 pt-1">Your last 7 days</CardDescription>
      </CardHeader>
      {!week || !firstDay ? (
        stats.isError ? (
          <p className="text-sm text-muted">Your practice could not be loaded.</p>
        ) : (
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-14" />
            ))}
          </div>
        )
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            {figures.map(({ label, value }) => (
              <div key={label} className="rounded-xl bg-raised/60 px-2 py-1.5 text-center">
                <dd className="text-xl font-semibold leading-none text-ink tabular sm:text-2xl">{value}</dd>
                <dt className="mt-1 text-xs leading-tight text-muted">{label}</dt>
              </div>
            ))}
          </dl>
          <ol aria-label="Days practised" className="mt-2.5 grid grid-cols-7 gap-1.5">
            {week.activeDays.map((active, index) => {
              const date = new Date(firstDay.getTime() + index * DAY_MS);
              return (
                <li key={index} className="grid justify-items-center gap-1">
                  <span
                    role="img"
                    aria-label={`${weekdayLong().format(date)}: ${active ? 'practised' : 'no practice'}`}
                    className={cn(
                      'size-3 rounded-full',
                      active ? 'bg-emerald' : 'border border-line bg-transparent',
                    )}
                  />
                  <span aria-hidden className="text-[11px] text-muted">
                    {weekday().format(date)}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Card>
  );
}
