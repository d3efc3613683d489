import { format } from 'date-fns';
import { MAX_FREQUENCY, MIN_FREQUENCY, SOLFEGGIO_TONES, type EnergyReading } from '#domain/energy/energy';

export const CHART_HEIGHT = 260;
/** Room for the y tick labels, the y axis title above the plot, and the dates and x title below. */
export const MARGIN = { left: 44, right: 16, top: 32, bottom: 48 } as const;
const INSET = 10;

type ChartPoint = { x: number; y: number; reading: EnergyReading };
export type ChartLayout = {
  plot: { left: number; right: number; top: number; bottom: number };
  points: ChartPoint[];
  line: string;
  area: string;
  yTicks: { hz: number; y: number }[];
  xLabels: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[];
};

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Places readings (given newest first, as the API lists them) oldest to newest from left to right,
 * evenly spaced per check-in, on the full 396-963 Hz scale so charts are comparable over time.
 */
export function chartLayout(readings: EnergyReading[], width: number, height = CHART_HEIGHT): ChartLayout {
  const plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: height - MARGIN.bottom,
  };
  const ordered = [...readings].reverse();
  const span = Math.max(0, plot.right - plot.left - 2 * INSET);
  const xAt = (index: number) =>
    ordered.length === 1
      ? (plot.left + plot.right) / 2
      : plot.left + INSET + (index / (ordered.length - 1)) * span;
  const yAt = (hz: number) => {
    const clamped = Math.min(MAX_FREQUENCY, Math.max(MIN_FREQUENCY, hz));
    return (
      plot.bottom - ((clamped - MIN_FREQUENCY) / (MAX_FREQUENCY - MIN_FREQUENCY)) * (plot.bottom - plot.top)
    );
  };
  const points = ordered.map((reading, index) => ({
    x: round(xAt(index)),
    y: round(yAt(reading.frequency)),
    reading,
  }));
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area =
    first && last && points.length > 1
      ? `${line} L${last.x} ${plot.bottom} L${first.x} ${plot.bottom} Z`
      : '';
  // Dates, or times when every check-in shown is from the same day.
  const sameDay = first !== undefined && last !== undefined && first.reading.day === last.reading.day;
  const label = (point: ChartPoint) =>
    format(new Date(point.reading.createdAt), sameDay ? 'h:mm a' : 'MMM d');
  const xLabels: ChartLayout['xLabels'] = [];
  if (first)
    xLabels.push({ x: first.x, text: label(first), anchor: points.length === 1 ? 'middle' : 'start' });
  if (last && points.length > 1) xLabels.push({ x: last.x, text: label(last), anchor: 'end' });
  return {
    plot,
    points,
    line,
    area,
    yTicks: SOLFEGGIO_TONES.filter((tone) => tone.hz !== 417).map((tone) => ({
      hz: tone.hz,
      y: round(yAt(tone.hz)),
    })),
    xLabels,
  };
}
