import { describe, expect, it } from 'vitest';
import type { EnergyReading } from '#domain/energy/energy';
import { CHART_HEIGHT, MARGIN, chartLayout } from './chart-layout';

const reading = (frequency: number, createdAt: string, day = createdAt.slice(0, 10)): EnergyReading => ({
  id: `${frequency}-${createdAt}`,
  frequency,
  coherence: 87,
  vibrationType: 'Wealth',
  feeling: 'calm',
  energyLevel: 5,
  day,
  createdAt,
});

const WIDTH = 400;
const bottom = CHART_HEIGHT - MARGIN.bottom;

describe('chartLayout', () => {
  // Newest first, as the API lists them.
  const readings = [
    reading(963, '2026-03-12T12:00:00Z'),
    reading(528, '2026-03-11T12:00:00Z'),
    reading(396, '2026-03-10T12:00:00Z'),
  ];
  const layout = chartLayout(readings, WIDTH);

  it('draws oldest to newest from left to right on the full 396-963 Hz scale', () => {
    expect(layout.points.map((p) => p.reading.frequency)).toEqual([396, 528, 963]);
    expect(layout.points[0]).toMatchObject({ x: MARGIN.left + 10, y: bottom });
    expect(layout.points[2]).toMatchObject({ x: WIDTH - MARGIN.right - 10, y: MARGIN.top });
    expect(layout.points[1]?.x).toBe((MARGIN.left + 10 + WIDTH - MARGIN.right - 10) / 2);
  });

  it('builds a line and a closed area through the points', () => {
    expect(layout.line).toBe(layout.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '));
    expect(layout.area.endsWith('Z')).toBe(true);
  });

  it('labels the y axis with the solfeggio tones that have room, and the x axis with the first and last day', () => {
    expect(layout.yTicks.map((tick) => tick.hz)).toEqual([396, 528, 639, 741, 852, 963]);
    expect(layout.xLabels).toEqual([
      { x: layout.points[0]?.x, text: 'Mar 10', anchor: 'start' },
      { x: layout.points[2]?.x, text: 'Mar 12', anchor: 'end' },
    ]);
  });

  it('centres a single reading, draws no area, and labels it with its time', () => {
    const single = chartLayout([reading(600, '2026-03-10T09:00:00.000Z')], WIDTH);
    expect(single.points[0]?.x).toBe((MARGIN.left + WIDTH - MARGIN.right) / 2);
    expect(single.area).toBe('');
    expect(single.xLabels).toHaveLength(1);
    expect(single.xLabels[0]?.anchor).toBe('middle');
    expect(single.xLabels[0]?.text).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
  });

  it('keeps out-of-scale values inside the plot', () => {
    const clamped = chartLayout(
      [reading(2000, '2026-03-11T00:00:00Z'), reading(10, '2026-03-10T00:00:00Z')],
      WIDTH,
    );
    expect(clamped.points.map((p) => p.y)).toEqual([bottom, MARGIN.top]);
  });
});
