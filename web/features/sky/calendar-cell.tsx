import { phaseTitle, type CalendarCell as Cell } from '#domain/sky/sky';
import { aspectPhrase } from '#domain/sky/alignments';
import { cn } from '#web/lib/cn';
import { MoonDisc } from './moon-disc';
import { formatDay } from './format';
import { powerTone } from './power-tone';

type Props = {
  cell: Cell;
  southern: boolean;
  isToday: boolean;
  isSelected: boolean;
  isTabbable: boolean;
  onSelect: (day: string) => void;
  onFocusDay: (day: string) => void;
};

/**
 * One day of the month grid: date, the Moon as lit that day, manifestation power, and a dot on days
 * when one of the planetary pairs makes an exact aspect.
 * Screen readers hear a full sentence instead of the terse visual ("13 7"); days of the
 * neighbouring months are dimmed with muted colours rather than opacity, to keep AA contrast.
 */
export function CalendarCell({
  cell,
  southern,
  isToday,
  isSelected,
  isTabbable,
  onSelect,
  onFocusDay,
}: Props) {
  const tone = powerTone(cell.manifestationPower);
  const description = [
    formatDay(cell.day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    isToday ? 'today' : null,
    phaseTitle(cell.moonPhase),
    `manifestation power ${cell.manifestationPower} of 10`,
    cell.alignment ? `alignment: ${cell.alignment.aspects.map(aspectPhrase).join(' and ')}` : null,
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
      onClick={() => onSelect(cell.day)}
      onFocus={() => onFocusDay(cell.day)}
      className={cn(
        'relative flex h-16 min-w-0 cursor-pointer flex-col items-center justify-between overflow-hidden rounded-lg border px-0.5 pb-1.5 pt-1 transition-colors duration-150 ease-out sm:h-[84px] sm:rounded-xl sm:pb-2 sm:pt-1.5',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet',
        isSelected && 'border-violet bg-violet/20',
        !isSelected && cell.inMonth && 'border-transparent bg-raised/50 hover:border-line hover:bg-raised',
        !isSelected && !cell.inMonth && 'border-transparent bg-transparent hover:border-line',
        isToday && !isSelected && 'border-gold/70',
      )}
    >
      <span className="sr-only">{description}</span>
      <span
        aria-hidden
        className="flex w-full items-center justify-between px-1 text-[11px] leading-none sm:text-xs"
      >
        <span
          className={cn(
            'tabular font-semibold',
            isToday && 'grid size-[18px] place-items-center rounded-full bg-gold text-on-gold sm:size-5',
            !isToday && (cell.inMonth ? 'text-ink' : 'text-muted'),
          )}
        >
          {Number(cell.day.slice(8, 10))}
        </span>
        {cell.alignment ? (
          <span className={cn('size-1.5 rounded-full bg-violet', !cell.inMonth && 'opacity-50')} />
        ) : null}
      </span>
      <MoonDisc
        illumination={cell.moonPhase.illumination}
        waxing={cell.moonPhase.waxing}
        southern={southern}
        className={cn('size-5 sm:size-7', !cell.inMonth && 'opacity-40')}
      />
      <span aria-hidden className="flex w-full flex-col items-center gap-1 px-1.5 sm:px-2">
        <span
          className={cn(
            'tabular text-[11px] font-semibold leading-none sm:text-xs',
            cell.inMonth ? tone.text : 'text-muted',
          )}
        >
          {cell.manifestationPower}
        </span>
        <span className="h-[3px] w-full overflow-hidden rounded-full bg-line">
          <span
            className={cn('block h-full rounded-full', tone.bar, !cell.inMonth && 'opacity-40')}
            style={{ width: `${cell.manifestationPower * 10}%` }}
          />
        </span>
      </span>
    </div>
  );
}
