/** One series as bars with labelled axes; scales to its container, so it reads at 390 px. */
export function BarChart({
  title,
  unit,
  unitOne = unit,
  labels,
  values,
  color,
  note,
}: {
  title: string;
  /** One sentence under the chart saying how its figure is made, where the title alone does not. */
  note?: string | undefined;
  unit: string;
  /** The unit after a total of exactly 1 ("1 ritual in all"). */
  unitOne?: string;
  labels: string[];
  values: (number | null)[];
  color: string;
}) {
  const max = Math.max(1, ...values.map((value) => value ?? 0));
  const width = 360;
  const height = 150;
  const left = 30;
  const bottom = 22;
  const slot = (width - left) / Math.max(1, values.length);
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const shown = values.filter((value): value is number => value !== null);
  const summary = `${title}: ${shown.length ? `from ${shown[0]} to ${shown.at(-1)} ${unit}` : 'no data'} over ${values.length} periods`;
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="text-xs text-muted tabular">
          {unit === 'avg' ? '' : `${Math.round(total * 10) / 10} ${total === 1 ? unitOne : unit} in all`}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={summary}>
        <line x1={left} y1={height - bottom} x2={width} y2={height - bottom} stroke="#2A2650" />
        <text x={left - 4} y={10} textAnchor="end" className="fill-muted text-[10px]">
          {Math.round(max * 10) / 10}
        </text>
        <text x={left - 4} y={height - bottom} textAnchor="end" className="fill-muted text-[10px]">
          0
        </text>
        {values.map((value, index) => {
          const barHeight = ((value ?? 0) / max) * (height - bottom - 8);
          const x = left + index * slot + slot * 0.15;
          return (
            <g key={labels[index] ?? index}>
              <rect
                x={x}
                y={height - bottom - barHeight}
                width={slot * 0.7}
                height={barHeight}
                rx={2}
                fill={color}
              />
              {index % 3 === 0 || index === values.length - 1 ? (
                // The last label ends at the chart's edge instead of running past it.
                <text
                  x={index === values.length - 1 ? width : x + slot * 0.35}
                  y={height - 6}
                  textAnchor={index === values.length - 1 ? 'end' : 'middle'}
                  className="fill-muted text-[10px]"
                >
                  {labels[index]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {note ? <p className="mt-2 text-xs text-muted">{note}</p> : null}
    </figure>
  );
}
