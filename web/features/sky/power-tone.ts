/** One colour story for manifestation power everywhere: gold at 9-10, violet at 7-8, muted below. */
export function powerTone(power: number): { text: string; bar: string } {
  if (power >= 9) return { text: 'text-gold', bar: 'bg-gold' };
  if (power >= 7) return { text: 'text-violet', bar: 'bg-violet' };
  return { text: 'text-muted', bar: 'bg-muted/60' };
}
