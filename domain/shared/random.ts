/**
 * The one seeded random source (mulberry32): the affirmation writer seeds it with a text (hashed
 * with FNV-1a), so a given member, day and batch always get the same set; the benchmark seeds it
 * with a number, so every run builds the same shape of data. Not for anything secret.
 */
export type Random = () => number;

/** FNV-1a over the UTF-16 code units: spreads similar texts far apart. */
function hashText(text: string): number {
  let state = 2166136261;
  for (let i = 0; i < text.length; i += 1) state = Math.imul(state ^ text.charCodeAt(i), 16777619);
  return state >>> 0;
}

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: string | number): Random {
  let state = typeof seed === 'string' ? hashText(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One item of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A whole number from `min` to `max`, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A Fisher-Yates shuffle of a copy of `items`. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const held = copy[index];
    const swapped = copy[other];
    if (held === undefined || swapped === undefined) continue;
    copy[index] = swapped;
    copy[other] = held;
  }
  return copy;
}
