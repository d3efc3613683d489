import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, Parser } from 'csv-parse';
import { ImportFormatError, ImportLimitError } from './import';
import { nextTurn, type ImportBudget } from './import-budget';

type CsvRow = { line: number; values: Record<string, string>; cells: string[] };
type ReadRecord = { line: number; cells: string[] };

/** Characters handed to the parser between two turns of the event loop (a few milliseconds of work). */
const SLICE = 64 * 1024;

async function* slices(text: string) {
  for (let start = 0; start < text.length; start += SLICE) {
    yield text.slice(start, start + SLICE);
    await nextTurn();
  }
}

function notCsv(file: string, error: unknown): Error {
  if (error instanceof ImportFormatError || error instanceof ImportLimitError) return error;
  const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
  return new ImportFormatError(file, line, 'this is not a readable CSV file');
}

/** Every record of `text` with the line it starts on, each data row spent from `budget` as it is read. */
async function records(file: string, text: string, budget: ImportBudget): Promise<ReadRecord[]> {
  const read: ReadRecord[] = [];
  let irregular = 0;
  const parser = new Parser({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // Throwing here stops the parser at once: a budget is spent row by row, not after the file.
    // The record is kept here and not passed on, so the stream holds none of them.
    on_record: (cells: string[], info) => {
      irregular = info.invalid_field_length;
      if (info.records > 1) budget.row(file, info.lines, irregular);
      read.push({ line: info.lines, cells });
      return null;
    },
  });
  try {
    await pipeline(Readable.from(slices(text)), parser);
  } catch (error) {
    throw notCsv(file, error);
  }
  budget.fileDone(irregular);
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
