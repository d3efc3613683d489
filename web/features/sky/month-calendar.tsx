import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CosmicMonth } from '#domain/sky/sky';
import { shiftMonth, type CalendarMonth, type Weekday } from '#domain/sky/calendar';
import type { Day } from '#domain/shared/dates';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { CalendarGrid } from './calendar-grid';
import { formatMonth } from './format';
import { MonthPhases } from './month-phases';
import type { CosmicCalendarState } from './use-cosmic-calendar';

type Props = {
  cosmic: CosmicMonth;
  calendar: CosmicCalendarState;
  weekStartsOn: Weekday;
  today: Day;
  todayMonth: CalendarMonth;
  timeZone: string;
  southern: boolean;
};

/** The month card: title and month buttons, the 42-day grid, a legend and the month's exact phases. */
export function MonthCalendar(props: Props) {
  const { cosmic, calendar, weekStartsOn, today, todayMonth, timeZone, southern } = props;
  const monthName = formatMonth(cosmic.month);
  const showingToday = cosmic.month.year === todayMonth.year && cosmic.month.month === todayMonth.month;
  return (
    <Card className="p-3 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-2 px-1 sm:px-0">
        <h2
          id="cosmic-month-title"
          aria-live="polite"
          className="text-2xl leading-tight text-ink sm:text-3xl"
        >
          {monthName}
        </h2>
        <div className="flex items-center gap-1">
          {showingToday ? null : (
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11"
              onClick={() => calendar.goToMonth(todayMonth)}
            >
              Today
            </Button>
          )}
          <Button
            variant="secondary"
            size="icon"
            aria-label="Previous month"
            onClick={() => calendar.goToMonth(shiftMonth(cosmic.month, -1))}
          >
            <ChevronLeft size={20} strokeWidth={1.75} aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Next month"
            onClick={() => calendar.goToMonth(shiftMonth(cosmic.month, 1))}
          >
            <ChevronRight size={20} strokeWidth={1.75} aria-hidden />
          </Button>
        </div>
      </div>
      <CalendarGrid
        cosmic={cosmic}
        southern={southern}
        weekStartsOn={weekStartsOn}
        today={today}
        selected={calendar.selected}
        focused={calendar.focused}
        labelledBy="cosmic-month-title"
        describedBy="cosmic-legend"
        onSelect={calendar.select}
        onFocusDay={calendar.focus}
        onMonthChange={calendar.goToMonth}
      />
      <p id="cosmic-legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-muted sm:px-0">
        <span>Number: manifestation power out of 10</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-1.5 rounded-full bg-violet" />
          Exact planetary aspect
        </span>
        <span className="hidden sm:inline">Arrow keys move, Enter selects</span>
      </p>
      <MonthPhases
        events={cosmic.phaseEvents}
        timeZone={timeZone}
        monthName={monthName}
        southern={southern}
      />
    </Card>
  );
}
