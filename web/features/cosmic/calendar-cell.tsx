import type { CalendarCell as Cell } from '../../../domain/cosmic';
import { planetList } from '../../../domain/cosmic-alignments';
import { cn } from '../../lib/cn';
import { Emoji } from './emoji';
import { formatDay } from './format';
import { powerTone } from './power-tone';

type Props = {
  cell: Cell;
  isToday: boolean;
  isSelected: boolean;
  isTabbable: boolean;
  onSelect: (day: string) => void;
  onFocusDay: (day: string) => void;
};

/** One day of the month grid: date, phase emoji, manifestation power, and a dot on aligned days. */
export function CalendarCell({ cell, isToday, isSelected, isTabbable, onSelect, onFocusDay }: Props) {
  const tone = powerTone(cell.manifestationPower);
  const label = [
    formatDay(cell.day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    isToday ? 'today' : null,
    cell.moonPhase.name,
    `manifestation power ${cell.manifestationPower} of 10`,
    cell.alignment ? `${planetList(cell.alignment.planets)} alignment` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      role="gridcell"
      data-day={cell.day}
      tabIndex={isTabbable ? 0 : -1}
      aria-selected={isSelected}
      aria-current={isToday ? 'date' : undefined}
      aria-label={label}
      onClick={() => onSelect(cell.day)}
      onFocus={() => onFocusDay(cell.day)}
      className={cn(
        'relative flex h-16 min-w-0 cursor-pointer flex-col items-center justify-between overflow-hidden rounded-lg border px-0.5 pb-1.5 pt-1 transition-colors duration-150 ease-out sm:h-[84px] sm:rounded-xl sm:pb-2 sm:pt-1.5',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet',
        isSelected
          ? 'border-violet bg-violet/20'
          : 'border-transparent bg-raised/50 hover:border-line hover:bg-raised',
        isToday && !isSelected && 'border-gold/70',
        !cell.inMonth && 'opacity-45',
      )}
    >
      <span className="flex w-full items-center justify-between px-1 text-[11px] leading-none sm:text-xs">
        <span
          className={cn(
            'tabular font-semibold',
            isToday
              ? 'grid size-[18px] place-items-center rounded-full bg-gold text-on-gold sm:size-5'
              : 'text-ink',
          )}
        >
          {Number(cell.day.slice(8, 10))}
        </span>
        {cell.alignment ? <span aria-hidden className="size-1.5 rounded-full bg-violet" /> : null}
      </span>
      <Emoji symbol={cell.moonPhase.emoji} className="text-lg sm:text-2xl" />
      <span aria-hidden className="flex w-full flex-col items-center gap-1 px-1.5 sm:px-2">
        <span className={cn('tabular text-[11px] font-semibold leading-none sm:text-xs', tone.text)}>
          {cell.manifestationPower}
        </span>
        <span className="h-[3px] w-full overflow-hidden rounded-full bg-line">
          <span
            className={cn('block h-full rounded-full', tone.bar)}
            style={{ width: `${cell.manifestationPower * 10}%` }}
          />
        </span>
      </span>
    </div>
  );
}
