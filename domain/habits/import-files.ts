import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { Day } from '#domain/shared/dates';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportFormatError,
  ImportLimitError,
  type ImportSource,
  type ParsedImport,
} from './import';
import { nextTurn, type ImportBudget } from './import-budget';
import { parseGenericCsv } from './import-generic';
import { parseHabitBullExport } from './import-habitbull';
import { parseLoopExport } from './import-loop';

/** One uploaded file: the name the form gave it and its bytes. */
export type UploadedFile = { name: string; bytes: Uint8Array };

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function text(name: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFormatError(name, 1, 'the file is not UTF-8 text');
  }
}

/** Zip bytes handed to the inflater at a time: deflate grows 1 byte to at most about 1 KB, so a slice
 * inflates to at most about 8 MB before the budget is checked again. */
const ZIP_SLICE = 8 * 1024;

/**
 * The files of a zip, by path, read entry by entry from the local headers as the bytes stream
 * through fflate's inflater: at most IMPORT_LIMITS.zipEntries entries, and every inflated byte
 * spent from the request's one unpacked-byte budget as it comes out, so a zip whose sizes lie stops
 * at the budget, not after inflating. Folders and macOS resource forks are left out.
 */
async function unzip(name: string, bytes: Uint8Array, budget: ImportBudget): Promise<Map<string, string>> {
  const parts = new Map<string, Uint8Array[]>();
  let entries = 0;
  let failure: unknown = null;
  const unzipper = new Unzip((file: UnzipFile) => {
    entries += 1;
    if (entries > IMPORT_LIMITS.zipEntries) throw new ImportLimitError(400, IMPORT_MESSAGES.tooManyEntries);
    if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return;
    const chunks: Uint8Array[] = [];
    parts.set(file.name, chunks);
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) failure = error;
      else {
        chunks.push(data);
        try {
          budget.unpack(data.length);
        } catch (overBudget) {
          failure = overBudget;
          file.terminate();
        }
      }
    };
    file.start();
  });
  unzipper.register(UnzipInflate);
  try {
    for (let start = 0; start < bytes.length && !failure; start += ZIP_SLICE) {
      const end = Math.min(start + ZIP_SLICE, bytes.length);
      unzipper.push(bytes.subarray(start, end), end === bytes.length);
      await nextTurn();
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure instanceof ImportLimitError) throw failure;
  if (failure) throw new ImportFormatError(name, 1, 'the zip cannot be opened');
  return new Map([...parts].map(([path, chunks]) => [path, text(path, joined(chunks))]));
}

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** Every uploaded file as text by name (a zip's by the paths inside it). */
async function filesOf(uploads: readonly UploadedFile[], budget: ImportBudget): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const upload of uploads) {
    if (isZip(upload.bytes))
      for (const [path, content] of await unzip(upload.name, upload.bytes, budget)) files.set(path, content);
    else files.set(upload.name, text(upload.name, upload.bytes));
  }
  return files;
}

/**
 * Reads the uploads as `source` writes them, spending `budget` as it goes; `today` is the member's,
 * after which no row counts.
 */
export async function parseImport(
  source: ImportSource,
  uploads: readonly UploadedFile[],
  today: Day,
  budget: ImportBudget,
): Promise<ParsedImport> {
  const files = await filesOf(uploads, budget);
  if (source === 'loop') return parseLoopExport(files, today, budget);
  const csvs = [...files].filter(([path]) => path.toLowerCase().endsWith('.csv'));
  const [only] = csvs.length === 1 ? csvs : files.size === 1 ? [...files] : [];
  if (!only) {
    const name = uploads[0]?.name ?? 'file';
    throw new ImportFormatError(name, 1, 'send exactly one CSV file');
  }
  const [name, content] = only;
  return source === 'habitbull'
    ? parseHabitBullExport(name, content, today, budget)
    : parseGenericCsv(name, content, today, budget);
}
