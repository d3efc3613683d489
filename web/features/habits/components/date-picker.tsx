import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, isValidDay, type Day } from '#domain/shared/dates';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/form-controls';

/** The date the cards toggle for: any past day up to today, stepped a day at a time or typed. */
export function DatePicker({
  value,
  today,
  onChange,
}: {
  value: Day;
  today: Day;
  onChange: (day: Day) => void;
}) {
  const select = (day: Day) => {
    if (isValidDay(day) && day <= today) onChange(day);
  };
  return (
    <div className="flex w-fit items-center gap-1.5">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous day"
        onClick={() => select(addDays(value, -1))}
      >
        <ChevronLeft size={20} strokeWidth={1.75} aria-hidden />
      </Button>
      <div className="w-44">
        <Input
          type="date"
          aria-label="Selected date"
          value={value}
          max={today}
          className="tabular"
          onChange={(event) => select(event.target.value)}
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next day"
        disabled={value >= today}
        onClick={() => select(addDays(value, 1))}
      >
        <ChevronRight size={20} strokeWidth={1.75} aria-hidden />
      </Button>
      {value !== today ? (
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => onChange(today)}>
          Today
        </Button>
      ) : null}
    </div>
  );
}
