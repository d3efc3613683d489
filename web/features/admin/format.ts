/** Dates in the console: UTC, so every admin reads the same moment the same way. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatMoment = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;
export const formatDay = (isoDate: string) => DATE.format(new Date(`${isoDate}T00:00:00Z`));
export const PLAN_NAMES = { free: 'Free', pro: 'Pro', premium: 'Premium' } as const;
