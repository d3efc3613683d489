/**
 * The built-in generator's phrase bank. Universal statements are combined with openers, which gives
 * 46 x 8 = 368 distinct lines before the personal ones (goals, habits, practice, moon, name), so a
 * user can receive several sets a day for 30 days without a repeat. Each statement carries the
 * solfeggio tone (Hz, see domain/energy.ts) that matches its theme.
 */
export const UNIVERSAL_STATEMENTS: ReadonlyArray<readonly [text: string, hz: number]> = [
  ['I am a magnet for wealth, and it finds me with ease.', 528],
  ['Money flows to me from expected and unexpected sources.', 528],
  ['I welcome abundance in every form it takes.', 528],
  ['I am worthy of financial freedom and I claim it.', 528],
  ['My income grows as I grow.', 528],
  ['I make wise decisions with my money, and they pay me back.', 741],
  ['Wealth is a natural state for me, and I return to it easily.', 528],
  ['I am open to receiving more than I have ever received before.', 528],
  ['Every coin I spend circulates and returns to me multiplied.', 528],
  ['I see opportunities where others see obstacles.', 741],
  ['My mind is calm, clear and tuned to prosperity.', 741],
  ['I release every old story about lack.', 396],
  ['I let go of fear around money and choose trust.', 396],
  ['I forgive my past money mistakes and learn from them.', 396],
  ['I am safe to want more, and safe to have more.', 396],
  ['I embrace change, because change carries new abundance.', 417],
  ['Small steady actions are building my fortune.', 417],
  ['I am becoming the person who holds great wealth with grace.', 417],
  ['I am grateful for everything I already have.', 639],
  ['Gratitude multiplies what I have.', 639],
  ['I attract generous, honest people into my financial life.', 639],
  ['I give freely, and I receive freely.', 639],
  ['My relationships are rich, and my life is rich.', 639],
  ['I trust my intuition with every financial choice.', 852],
  ['I follow the quiet signals that lead me to abundance.', 852],
  ['I am aligned with the flow of the universe, and it supports me.', 963],
  ['I am one with the infinite supply of life.', 963],
  ['Abundance is my birthright, and I accept it fully.', 963],
  ['I speak about money with confidence and ease.', 741],
  ['I know my worth and I ask for it clearly.', 741],
  ['My work creates real value, and value returns to me.', 528],
  ['I am building wealth that lasts for generations.', 528],
  ['I deserve to rest, and my wealth keeps growing while I do.', 528],
  ['I celebrate the success of others, knowing there is plenty for all.', 639],
  ['My savings grow a little more every day.', 417],
  ['I am patient with my plans and persistent in my actions.', 417],
  ['Prosperity feels familiar and welcome in my body.', 528],
  ['I choose thoughts that make me feel rich.', 741],
  ['I am the calm center of my financial world.', 741],
  ['New doors to income open for me easily.', 528],
  ['I am fully present, and presence is where abundance begins.', 852],
  ['My energy is coherent, focused and generous.', 741],
  ['I handle money with love, care and clarity.', 639],
  ['Everything I need is already on its way to me.', 963],
  ['I treat every day as a chance to grow my wealth.', 417],
  ['I am deeply grateful for the abundance that surrounds me.', 639],
];

/** Opening words that turn one statement into several distinct affirmations. */
export const OPENERS = [
  '',
  'Today, ',
  'In this moment, ',
  'With every breath, ',
  'Right now, ',
  'Day by day, ',
  'With gratitude, ',
  'Calmly and surely, ',
] as const;

/** How a habit category is named inside an affirmation (categories from the habits feature). */
export const HABIT_CATEGORY_PHRASES: Record<string, string> = {
  financial: 'my financial freedom',
  mindset: 'an abundant mindset',
  business: 'a thriving business',
  learning: 'lasting wealth wisdom',
  networking: 'a circle of generous, successful people',
};
export const HABIT_DEFAULT_PHRASE = 'the abundant life I am creating';

/** For lines written by a chat model: the first matching theme picks the tone, else 528 Hz. */
export const TONE_KEYWORDS: ReadonlyArray<readonly [pattern: RegExp, hz: number]> = [
  [/\b(release|let go|fear|doubt|forgive)/i, 396],
  [/\b(grateful|gratitude|thank|give|giving|love)/i, 639],
  [/\b(habit|change|step|daily|grow)/i, 417],
  [/\b(clear|clarity|focus|decision|speak|mind)/i, 741],
  [/\b(intuition|moon|trust|signal)/i, 852],
  [/\b(universe|infinite|oneness|divine)/i, 963],
];
