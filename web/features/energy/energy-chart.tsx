import { format } from 'date-fns';
import { useRef } from 'react';
import type { EnergyReading } from '#domain/energy/energy';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { CHART_HEIGHT, chartLayout } from './chart-layout';
import { useElementWidth } from '#web/lib/use-element-width';

function summary(readings: EnergyReading[]): string {
  const values = readings.map((reading) => reading.frequency);
  const latest = readings[0];
  if (!latest) return 'No check-ins yet.';
  return `Frequency of your last ${readings.length === 1 ? 'check-in' : `${readings.length} check-ins`}, from ${Math.min(...values)} Hz to ${Math.max(...values)} Hz; latest ${latest.frequency} Hz.`;
}

/** Hand-drawn SVG line chart: one violet series, labelled axes, measured to its container. */
function Chart({ readings }: { readings: EnergyReading[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 600);
  const layout = chartLayout(readings, width);
  const { plot } = layout;
  return (
    <div ref={box} className="w-full">
      <svg
        width={width}
        height={CHART_HEIGHT}
        role="img"
        aria-label={summary(readings)}
        className="block text-muted"
      >
        <text x={0} y={14} className="fill-current text-xs">
          Frequency (Hz)
        </text>
        {layout.yTicks.map((tick) => (
          <g key={tick.hz}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-line"
              strokeDasharray="3 5"
            />
            <text x={plot.left - 8} y={tick.y + 4} textAnchor="end" className="tabular fill-current text-xs">
              {tick.hz}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className="stroke-line" />
        {layout.area ? <path d={layout.area} className="fill-violet/10" /> : null}
        {layout.points.length > 1 ? (
          <path
            d={layout.line}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-violet"
          />
        ) : null}
        {layout.points.map((point) => (
          <circle
            key={point.reading.id}
            cx={point.x}
            cy={point.y}
            r={4}
            className="fill-violet stroke-surface"
            strokeWidth={2}
          >
            <title>
              {`${format(new Date(point.reading.createdAt), 'MMM d, h:mm a')}: ${point.reading.frequency} Hz, ${point.reading.vibrationType}`}
            </title>
          </circle>
        ))}
        {layout.xLabels.map((label) => (
          <text
            key={label.anchor}
            x={label.x}
            y={plot.bottom + 18}
            textAnchor={label.anchor}
            className="fill-current text-xs"
          >
            {label.text}
          </text>
        ))}
        <text
          x={(plot.left + plot.right) / 2}
          y={CHART_HEIGHT - 6}
          textAnchor="middle"
          className="fill-current text-xs"
        >
          Check-ins, oldest to newest
        </text>
      </svg>
    </div>
  );
}

export function EnergyChart({
  readings,
  isPending,
}: {
  readings: EnergyReading[] | undefined;
  isPending: boolean;
}) {
  return (
    <Card>
      <CardHeader className="flex-col gap-1">
        <CardTitle>Your last 30 check-ins</CardTitle>
        <CardDescription>Each point is one check-in on the 396-963 Hz solfeggio scale.</CardDescription>
      </CardHeader>
      {isPending ? (
        <Skeleton className="h-[260px] w-full" />
      ) : readings && readings.length > 0 ? (
        <Chart readings={readings} />
      ) : (
        <div className="grid h-[200px] place-items-center rounded-xl border border-dashed border-line px-6 text-center">
          <div>
            <p className="font-serif text-2xl text-ink">No check-ins yet</p>
            <p className="mt-1 text-sm text-muted">
              Record your first check-in above and your chart starts here.
            </p>
          </div>
        </div>
      )}
    </Card>
  );
}
