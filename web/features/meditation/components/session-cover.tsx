import type { MeditationTheme } from '#domain/meditation/library';

/** One hue per theme, so a theme's covers belong together. */
const THEME_HUES: Record<MeditationTheme, number> = {
  morning: 38,
  focus: 200,
  abundance: 45,
  gratitude: 330,
  confidence: 15,
  sleep: 240,
  evening: 270,
  'body-scan': 160,
};

/** A stable small number from a session id, so each cover differs a little from its theme's others. */
function seedOf(id: string): number {
  let seed = 0;
  for (const char of id) seed = (seed * 31 + char.charCodeAt(0)) % 997;
  return seed;
}

/** A generated cover: the theme's colour, a soft sun placed by the session's id. Decorative only. */
export function SessionCover({ id, theme }: { id: string; theme: MeditationTheme | undefined }) {
  const hue = theme ? THEME_HUES[theme] : 45;
  const seed = seedOf(id);
  const x = 20 + (seed % 60);
  const y = 25 + ((seed >> 2) % 40);
  return (
    <span
      aria-hidden
      className="block h-20 w-full rounded-t-xl"
      style={{
        background: `radial-gradient(circle at ${x}% ${y}%, hsl(${hue} 80% 70% / 0.85) 0 12%, transparent 34%), linear-gradient(135deg, hsl(${hue} 45% 26%), hsl(${(hue + 50) % 360} 45% 12%))`,
      }}
    />
  );
}
