/**
 * The figures a member gives about her own month ("I take home $2,800, rent is $1,100, how do I save
 * $300 a month?"), each turned into dollars a month. Pure and table-tested (budget-figures.test.ts):
 * the coach answers from these numbers and from nothing it guessed.
 */
export type BudgetFigures = {
  /** Take-home pay a month. */
  income: number | null;
  /** Rent, bills and other fixed costs a month, added up; null when none was named. */
  costs: number | null;
  /** What those costs are, in her words ("rent", "bills"), in the order she named them. */
  costNames: string[];
  /** What she wants to put by each month. */
  target: number | null;
  /** A total she is saving towards ("a $3,000 fund"), when she names one. */
  goal: number | null;
};

const AMOUNT = /\$(\d+(?:\.\d+)?)( ?k\b)?/g;

/** Lower case, "$2,800" as "$2800", decimals kept, other punctuation as spaces. */
const plain = (message: string) =>
  message
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\$\s+/g, '$')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9$'. -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const INCOME =
  /\b(take home|takehome|take-home|earn|earning|make|making|income|salary|paid|paycheck|bring in|net)\b/;
const COST =
  /\b(rent|bills?|mortgage|utilities|car payments?|insurance|groceries|childcare|expenses|fixed costs|costs|loan payments?|debt payments?|phone|internet)\b/;
const SAVE = /\b(save|saving|put (aside|away|by)|set aside|stash)\b/;
const GOAL = /\b(goal|fund|reach|total|towards?|for an?|saving for|deposit|cushion)\b/;

// How often an amount comes, read from the words right after it, as a factor to a month.
const PER_MONTH: [RegExp, number][] = [
  [/^\s*(a|per|each|every) (year|yr)\b|^\s*(annually|yearly)\b/, 1 / 12],
  [/^\s*(every (two|2|other) weeks?|biweekly|bi-weekly|a fortnight|every fortnight)\b/, 26 / 12],
  [/^\s*(a|per|each|every) (week|wk)\b|^\s*weekly\b/, 52 / 12],
];

const monthly = (value: number, after: string) =>
  value * (PER_MONTH.find(([pattern]) => pattern.test(after))?.[1] ?? 1);

/** Figures enough for a plan: her take-home and what she wants to save are both known. */
export type PlanFigures = BudgetFigures & { income: number; target: number };

/** Null unless she gave at least her take-home pay and what she wants to save. */
export function parseBudgetFigures(message: string): PlanFigures | null {
  const text = plain(message);
  const matches = [...text.matchAll(AMOUNT)];
  const figures: BudgetFigures = { income: null, costs: null, costNames: [], target: null, goal: null };
  matches.forEach((match, index) => {
    const start = match.index;
    const end = start + match[0].length;
    const previous = matches[index - 1];
    const before = text.slice(previous ? previous.index + previous[0].length : 0, start);
    const after = text.slice(end, matches[index + 1]?.index ?? text.length);
    const value = Number(match[1] ?? '') * (match[2] ? 1000 : 1);
    if (!Number.isFinite(value) || value <= 0) return;
    const perMonth = monthly(value, after);
    const near = `${before.split(' ').slice(-4).join(' ')} ${after.split(' ').slice(0, 4).join(' ')}`;
    if (INCOME.test(before.split(' ').slice(-4).join(' ')) && figures.income === null)
      figures.income = perMonth;
    else if (COST.test(near) && !SAVE.test(before.split(' ').slice(-3).join(' '))) {
      figures.costs = (figures.costs ?? 0) + perMonth;
      for (const [name] of near.matchAll(new RegExp(COST.source, 'g')))
        if (!figures.costNames.includes(name)) figures.costNames.push(name);
    } else if (
      SAVE.test(before) &&
      figures.target === null &&
      !GOAL.test(after.split(' ').slice(0, 3).join(' '))
    )
      figures.target = perMonth;
    else if (GOAL.test(near) && figures.goal === null) figures.goal = value;
    else if (figures.target === null && /^\s*(a|per|each|every) (month|week)\b|^\s*monthly\b/.test(after))
      figures.target = perMonth;
  });
  const { income, target } = figures;
  if (income === null || target === null) return null;
  return { ...figures, income, target };
}
