import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportFormatError,
  ImportLimitError,
  type SkippedRow,
} from './import';

/**
 * What the member's plan lets one import add, read before the upload is: the keys of habits an
 * earlier import of this source made (those add no habit) and how many new habits fit. `refusal` is
 * the plan's message for one more than `room`; a dry run passes room Infinity, as it only previews.
 */
export type ImportPlanRoom = { known: ReadonlySet<string>; room: number; refusal: string };

const UNLIMITED: ImportPlanRoom = { known: new Set(), room: Infinity, refusal: '' };

/**
 * One request's allowance, spent while the files are unpacked and read, so an oversized or hostile
 * upload stops at the first byte, row or habit over a limit instead of after it has all been read.
 */
export class ImportBudget {
  private rows = 0;
  private irregularBefore = 0;
  private unpacked = 0;
  private readonly habits = new Set<string>();
  private fresh = 0;

  constructor(private readonly plan: ImportPlanRoom = UNLIMITED) {}

  /** A data row (not a header) read from `file`; `irregular` counts the file's rows so far whose column count differs from its header. */
  row(file: string, line: number, irregular: number): void {
    this.rows += 1;
    if (this.rows > IMPORT_LIMITS.rows) throw new ImportLimitError(400, IMPORT_MESSAGES.tooManyRows);
    // csv-parse builds an error object for each such row (about 25 µs): a file of them is not CSV.
    if (this.irregularBefore + irregular > IMPORT_LIMITS.irregularRows)
      throw new ImportFormatError(file, line, IMPORT_MESSAGES.irregular);
  }

  /** A file read to its end: its irregular rows count against the rest of the request. */
  fileDone(irregular: number): void {
    this.irregularBefore += irregular;
  }

  /** Bytes inflated from a zip, counted as they come out. */
  unpack(bytes: number): void {
    this.unpacked += bytes;
    if (this.unpacked > IMPORT_LIMITS.unpackedBytes)
      throw new ImportLimitError(413, IMPORT_MESSAGES.unpackedTooLarge);
  }

  /** A habit the file names, by its key; over the file limit is 400, over the plan's room 402. */
  habit(key: string): void {
    if (this.habits.has(key)) return;
    this.habits.add(key);
    if (this.habits.size > IMPORT_LIMITS.habits)
      throw new ImportLimitError(400, IMPORT_MESSAGES.tooManyHabits);
    if (this.plan.known.has(key)) return;
    this.fresh += 1;
    if (this.fresh > this.plan.room) throw new ImportLimitError(402, this.plan.refusal);
  }
}

/** The rows an import leaves out: the first IMPORT_LIMITS.skippedListed listed, all of them counted. */
export class SkippedRows {
  private readonly listed: SkippedRow[] = [];
  private total = 0;

  add(file: string, line: number, reason: string): void {
    this.total += 1;
    if (this.listed.length < IMPORT_LIMITS.skippedListed) this.listed.push({ file, line, reason });
  }

  result(): { skipped: SkippedRow[]; skippedCount: number } {
    return { skipped: [...this.listed], skippedCount: this.total };
  }
}

/**
 * Lets the event loop run (other requests, health checks) between two bounded slices of work;
 * setImmediate, as a timer would wait at least a millisecond each time.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
