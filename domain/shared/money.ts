/**
 * Money as members type it, in whole US dollars: "1,500", "$500", "$1,500.50" and " 2000 " all
 * read, so the goal form and the story form accept the same text. Cents are dropped (never rounded
 * up past what was typed) because every amount the app stores is whole dollars.
 */
const MONEY_PATTERN = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * undefined for empty text (the field is optional), the whole-dollar amount for money, and NaN for
 * anything else (garbage, negatives, exponents, misplaced commas): the contracts reject NaN with
 * their own message, so one parser serves every form.
 */
export function parseMoneyAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!MONEY_PATTERN.test(trimmed)) return Number.NaN;
  return Math.trunc(Number(trimmed.replace(/[$,\s]/g, '')));
}

/**
 * For the contracts' money fields: text (from a form, or a client that sends "1,500") is read by
 * parseMoneyAmount, numbers pass through; the field's own schema then applies its limits.
 */
export const readMoney = (value: unknown): unknown =>
  typeof value === 'string' ? parseMoneyAmount(value) : value;
