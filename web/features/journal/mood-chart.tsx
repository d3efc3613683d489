import { useRef, useState } from 'react';
import { MOOD_LABELS, MOOD_MAX, MOOD_MIN } from '#domain/journal/journal';
import type { MoodPeriod } from '#domain/journal/mood';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useElementWidth } from '#web/lib/use-element-width';
import { useMood } from './api';
import { moodSpan, periodLabels, type MoodRange } from './mood-span';

const HEIGHT = 200;
const LEFT = 28;
const BOTTOM = 24;
const TOP = 10;

function MoodLine({ periods, labels }: { periods: MoodPeriod[]; labels: Map<string, string> }) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn at the container's own width, so the labels stay legible on a phone.
  const WIDTH = Math.max(280, useElementWidth(box, 640));
  const slot = (WIDTH - LEFT) / Math.max(1, periods.length);
  const x = (index: number) => LEFT + slot * index + slot / 2;
  const y = (mood: number) => TOP + ((MOOD_MAX - mood) / (MOOD_MAX - MOOD_MIN)) * (HEIGHT - TOP - BOTTOM);
  // A line joins neighbouring periods that both have a mood; a gap stays a gap.
  const segments: string[] = [];
  periods.forEach((period, index) => {
    const previous = periods[index - 1];
    if (period.meanMood === null || !previous || previous.meanMood === null) return;
    segments.push(`M${x(index - 1)},${y(previous.meanMood)} L${x(index)},${y(period.meanMood)}`);
  });
  const rated = periods.filter((period) => period.meanMood !== null);
  const summary = rated.length
    ? `Mood from ${rated[0]?.meanMood} to ${rated.at(-1)?.meanMood} out of 5, over ${periods.length} periods`
    : 'No mood recorded in these periods';
  const step = Math.ceil(periods.length / Math.max(2, Math.floor(WIDTH / 90)));
  return (
    <div ref={box}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="block"
        role="img"
        aria-label={summary}
      >
        {[1, 2, 3, 4, 5].map((mood) => (
          <g key={mood}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(mood)}
              y2={y(mood)}
              stroke="#2A2650"
              strokeDasharray={mood === 3 ? '' : '2 4'}
            />
            <text x={LEFT - 8} y={y(mood) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {mood}
            </text>
          </g>
        ))}
        {segments.map((path) => (
          <path key={path} d={path} stroke="#E2B857" strokeWidth={2.5} fill="none" />
        ))}
        {periods.map((period, index) => (
          <g key={period.period}>
            {period.meanMood !== null ? (
              <circle cx={x(index)} cy={y(period.meanMood)} r={4.5} fill="#E2B857">
                <title>{`${labels.get(period.period) ?? period.period}: ${period.meanMood} over ${period.count} ${period.count === 1 ? 'day' : 'days'}`}</title>
              </circle>
            ) : null}
            {index % step === 0 ? (
              <text x={x(index)} y={HEIGHT - 6} textAnchor="middle" className="fill-muted text-[11px]">
                {labels.get(period.period) ?? period.period}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </div>
  );
}

function MoodTable({
  periods,
  labels,
  by,
}: {
  periods: MoodPeriod[];
  labels: Map<string, string>;
  by: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-sm tabular">
        <caption className="sr-only">Mood by {by}</caption>
        <thead className="bg-raised text-left text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {by === 'week' ? 'Week of' : 'Month'}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Mean mood
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Days with a mood
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.period} className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                {labels.get(period.period) ?? period.period}
              </th>
              <td className="px-3 py-2">
                {period.meanMood === null
                  ? '–'
                  : `${period.meanMood} (${MOOD_LABELS[Math.round(period.meanMood)] ?? ''})`}
              </td>
              <td className="px-3 py-2">{period.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<[T, string]>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1 rounded-xl border border-line p-1">
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-9 rounded-lg px-3 text-sm',
            value === option ? 'bg-gold text-on-gold' : 'text-muted hover:text-ink',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/**
 * The member's mood over twelve weeks or twelve months, as a line (gaps where no day had a mood)
 * or as a table; each day counts once, from the journal first (docs/journal.md, "Mood").
 */
export function MoodChart({ today }: { today: string }) {
  const [range, setRange] = useState<MoodRange>('12w');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { by, from, to } = moodSpan(range, today);
  const mood = useMood(by, from, to);
  const labels = periodLabels(by, from, to);
  return (
    <section aria-labelledby="mood-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="mood-heading" className="text-2xl text-ink">
          Your mood
        </h2>
        <div className="flex flex-wrap gap-2">
          <Toggle
            label="Range"
            value={range}
            onChange={setRange}
            options={[
              ['12w', '12 weeks'],
              ['12m', '12 months'],
            ]}
          />
          <Toggle
            label="View"
            value={view}
            onChange={setView}
            options={[
              ['chart', 'Chart'],
              ['table', 'Table'],
            ]}
          />
        </div>
      </div>
      {mood.isPending ? (
        <Skeleton className="h-48" />
      ) : mood.error || !mood.data ? (
        <LoadError message="Your mood could not be loaded." onRetry={() => void mood.refetch()} />
      ) : view === 'chart' ? (
        <>
          <MoodLine periods={mood.data} labels={labels} />
          <p className="mt-2 text-xs text-muted">
            1 is very low, 5 very good. A day’s mood comes from your journal, else from how you felt after
            meditating, else from your energy check-ins.
          </p>
        </>
      ) : (
        <MoodTable periods={mood.data} labels={labels} by={by} />
      )}
    </section>
  );
}
