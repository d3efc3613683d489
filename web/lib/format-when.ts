const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "26 Nov 2026" in the browser's language and zone, from an ISO timestamp. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "26 Nov 2026, 18:40" in the browser's language and zone, from an ISO timestamp. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
