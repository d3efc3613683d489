import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportFormatError, ImportLimitError } from './import';

type CsvRow = { line: number; values: Record<string, string> };

/**
 * Reads a CSV file (RFC 4180 quoting, a byte-order mark allowed) into rows keyed by its header,
 * each with the line it starts on. Checks the header holds `required` (compared trimmed, any case,
 * keys are given back as `required` and `optional` spell them) and that the file is not over the
 * row limit. A file that is not CSV is an ImportFormatError naming the file and line.
 */
export function readCsv(
  file: string,
  text: string,
  required: readonly string[],
  optional: readonly string[] = [],
) {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the type does not say so).
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new ImportFormatError(file, line, 'this is not a readable CSV file');
  }
  const [head, ...body] = records;
  if (!head) throw new ImportFormatError(file, 1, 'the file is empty');
  if (body.length > IMPORT_LIMITS.rows) throw new ImportLimitError(400, IMPORT_MESSAGES.tooManyRows);
  const header = head.record.map((cell) => cell.trim().toLowerCase());
  const columns = new Map<string, number>();
  for (const name of [...required, ...optional]) {
    const index = header.indexOf(name.toLowerCase());
    if (index >= 0) columns.set(name, index);
  }
  const missing = required.filter((name) => !columns.has(name));
  if (missing.length > 0)
    throw new ImportFormatError(file, head.info.lines, `the header lacks the column ${missing.join(', ')}`);
  const rows: CsvRow[] = body.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries([...columns].map(([name, index]) => [name, record[index]?.trim() ?? ''])),
  }));
  return { header: head.record.map((cell) => cell.trim()), rows, cells: body };
}
