import { finished } from 'node:stream/promises';
import { CsvError, Parser } from 'csv-parse';
import { ImportFormatError, ImportLimitError } from './import';
import { nextTurn, type ImportBudget } from './import-budget';

type CsvRow = { line: number; values: Record<string, string>; cells: string[] };
type ReadRecord = { line: number; cells: string[] };

/** Bytes handed to the parser between two turns of the event loop (a few milliseconds of work). */
const SLICE = 16 * 1024;

function notCsv(file: string, error: unknown): Error {
  if (error instanceof ImportFormatError || error instanceof ImportLimitError) return error;
  const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
  return new ImportFormatError(file, line, 'this is not a readable CSV file');
}

/**
 * Every record of `text` with the line it ends on, each data row spent from `budget` as it is read.
 * Records are taken from the parser's 'data' event, which it emits while parsing the slice written
 * (so `parser.info` is that record's); a row over budget throws out of that write and the parser is
 * dropped, so a hostile file costs at most the budget's rows. `on_record` would do the same at
 * about twice the cost, as csv-parse builds an info object for every record it is given.
 */
async function records(file: string, text: string, budget: ImportBudget): Promise<ReadRecord[]> {
  const read: ReadRecord[] = [];
  const parser = new Parser({ bom: true, skip_empty_lines: true, relax_column_count: true });
  let writing = true;
  let failure: unknown = null;
  parser.on('error', (error) => (failure ??= error));
  parser.on('data', (cells: string[]) => {
    const { lines, records: count, invalid_field_length: irregular } = parser.info;
    try {
      if (count > 1) budget.row(file, lines, irregular);
    } catch (overBudget) {
      failure ??= overBudget;
      if (writing) throw overBudget;
    }
    read.push({ line: lines, cells });
  });
  const bytes = new TextEncoder().encode(text);
  try {
    for (let start = 0; start < bytes.length && !failure; start += SLICE) {
      parser.write(bytes.subarray(start, start + SLICE));
      await nextTurn();
    }
    writing = false;
    if (!failure) await finished(parser.end());
  } catch (error) {
    failure ??= error;
  }
  if (failure) {
    parser.destroy();
    throw notCsv(file, failure);
  }
  budget.fileDone(parser.info.invalid_field_length);
  return read;
}

/**
 * Reads a CSV file (RFC 4180 quoting, a byte-order mark allowed) into rows keyed by its header,
 * each with the line it starts on, in slices that let the event loop run between them. Checks the
 * header holds `required` (compared trimmed, any case, keys are given back as `required` and
 * `optional` spell them). Rows, and rows whose column count differs from the header's, are spent
 * from `budget` while reading. A file that is not CSV is an ImportFormatError naming the file and line.
 */
export async function readCsv(
  file: string,
  text: string,
  budget: ImportBudget,
  required: readonly string[],
  optional: readonly string[] = [],
) {
  const [head, ...body] = await records(file, text, budget);
  if (!head) throw new ImportFormatError(file, 1, 'the file is empty');
  const header = head.cells.map((cell) => cell.trim().toLowerCase());
  const columns = new Map<string, number>();
  for (const name of [...required, ...optional]) {
    const index = header.indexOf(name.toLowerCase());
    if (index >= 0) columns.set(name, index);
  }
  const missing = required.filter((name) => !columns.has(name));
  if (missing.length > 0)
    throw new ImportFormatError(file, head.line, `the header lacks the column ${missing.join(', ')}`);
  const rows: CsvRow[] = body.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries([...columns].map(([name, index]) => [name, cells[index]?.trim() ?? ''])),
    cells,
  }));
  return { header: head.cells.map((cell) => cell.trim()), rows };
}
