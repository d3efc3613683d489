import { unzipSync } from 'fflate';
import type { Day } from '#domain/shared/dates';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportFormatError,
  ImportLimitError,
  type ImportSource,
  type ParsedImport,
} from './import';
import { parseGenericCsv } from './import-generic';
import { parseHabitBullExport } from './import-habitbull';
import { parseLoopExport } from './import-loop';

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

/**
 * The files of a zip, by path: at most IMPORT_LIMITS.zipEntries entries and unpackedBytes in all,
 * both checked from the zip's directory before anything is inflated (and the total again after, as
 * a directory can lie). Folders and macOS resource forks are left out.
 */
function unzip(name: string, bytes: Uint8Array): Map<string, string> {
  let entries = 0;
  let declared = 0;
  let inflated: Record<string, Uint8Array>;
  try {
    inflated = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        declared += file.originalSize;
        if (entries > IMPORT_LIMITS.zipEntries)
          throw new ImportLimitError(400, IMPORT_MESSAGES.tooManyEntries);
        if (declared > IMPORT_LIMITS.unpackedBytes)
          throw new ImportLimitError(413, IMPORT_MESSAGES.unpackedTooLarge);
        return !file.name.endsWith('/') && !file.name.startsWith('__MACOSX/');
      },
    });
  } catch (error) {
    if (error instanceof ImportLimitError) throw error;
    throw new ImportFormatError(name, 1, 'the zip cannot be opened');
  }
  const total = Object.values(inflated).reduce((sum, file) => sum + file.length, 0);
  if (total > IMPORT_LIMITS.unpackedBytes) throw new ImportLimitError(413, IMPORT_MESSAGES.unpackedTooLarge);
  return new Map(Object.entries(inflated).map(([path, content]) => [path, text(path, content)]));
}

/** Every uploaded file as text by name (a zip's by the paths inside it). */
function filesOf(uploads: readonly UploadedFile[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const upload of uploads) {
    if (isZip(upload.bytes))
      for (const [path, content] of unzip(upload.name, upload.bytes)) files.set(path, content);
    else files.set(upload.name, text(upload.name, upload.bytes));
  }
  return files;
}

/** Reads the uploads as `source` writes them; `today` is the member's, after which no row counts. */
export function parseImport(
  source: ImportSource,
  uploads: readonly UploadedFile[],
  today: Day,
): ParsedImport {
  const files = filesOf(uploads);
  if (source === 'loop') return parseLoopExport(files, today);
  const csvs = [...files].filter(([path]) => path.toLowerCase().endsWith('.csv'));
  const [only] = csvs.length === 1 ? csvs : files.size === 1 ? [...files] : [];
  if (!only) {
    const name = uploads[0]?.name ?? 'file';
    throw new ImportFormatError(name, 1, 'send exactly one CSV file');
  }
  const [name, content] = only;
  return source === 'habitbull'
    ? parseHabitBullExport(name, content, today)
    : parseGenericCsv(name, content, today);
}
