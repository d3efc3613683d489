/**
 * The one CSV writer: every CSV the app writes goes through toCsv. RFC 4180 quoting, and text that
 * a spreadsheet would run as a formula is defused as OWASP's CSV injection guidance says: a text
 * cell starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe. Numbers are
 * written as they are (a number is never a formula, and -3 must stay a number).
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, lines ending in \n (an empty row is an empty line). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}
