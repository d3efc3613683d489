/** Small helpers that keep the coach's English correct and its replies short. */

/** The most words a coach reply may have (docs/coach.md). */
export const COACH_REPLY_WORDS_MAX = 120;

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** "an 8-day streak", "an 11-week streak", "a 3-day streak": the article as the number is spoken. */
export function articleFor(count: number): 'a' | 'an' {
  const digits = String(Math.trunc(Math.abs(count)));
  if (digits.startsWith('8')) return 'an';
  // 11, 18, 11,000-11,999, 18,000-18,999, 11 million...: "eleven", "eighteen".
  if ((digits.startsWith('11') || digits.startsWith('18')) && digits.length % 3 === 2) return 'an';
  return 'a';
}

/** "1 minute", "3 minutes". */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/** A title cut to fit a button label, on a word boundary where it can be. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "a", "a or b", "a, b or c". */
export const listed = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}` : (items[0] ?? '');
