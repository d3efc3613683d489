import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

const usd = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const day = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);
const count = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));

/** docs/community.md: money in USD with no decimals. */
export const formatUsd = (amount: number) => usd().format(amount);
export const formatDay = (iso: string) => day().format(new Date(iso));
export const formatCount = (value: number) => count().format(value);
