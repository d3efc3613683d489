import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { IMPORT_LIMITS, type ImportSource } from '#domain/habits/import';
import { HABIT_NOTE_MAX } from '#domain/habits/notes';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FieldError, Input, Label, Select } from '#web/components/ui/form-controls';
import { usePreviewImport, useRunImport } from './api';
import { ImportPreviewList, ImportResultSummary, SkippedRows } from './import-preview';

const SOURCES: readonly { value: ImportSource; label: string; accept: string; hint: string }[] = [
  {
    value: 'loop',
    label: 'Loop Habit Tracker',
    accept: '.zip,.csv',
    hint: 'In Loop, open Settings, choose “Export as CSV” and pick the zip it makes.',
  },
  {
    value: 'habitbull',
    label: 'HabitBull',
    accept: '.csv',
    hint: 'In HabitBull, export your data as CSV and pick that file.',
  },
  {
    value: 'csv',
    label: 'Spreadsheet (CSV)',
    accept: '.csv',
    hint: 'A CSV with the columns date (YYYY-MM-DD), habit, and optionally value, note and frequency.',
  },
];

const MAX_MB = IMPORT_LIMITS.fileBytes / 1024 / 1024;

/**
 * Habits and their history from another tracker (docs/open-data.md): choose the app and the file,
 * see what it would add (nothing written yet), then import it.
 */
export function ImportSection() {
  const fileInputId = useId();
  const [source, setSource] = useState<ImportSource>('loop');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const run = useRunImport();
  const chosen = SOURCES.find((entry) => entry.value === source);

  const startOver = () => {
    preview.reset();
    run.reset();
  };

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    if (preview.isPending) return;
    if (!file) {
      setFileError('Choose the file your other app exported.');
      return;
    }
    if (file.size > IMPORT_LIMITS.fileBytes) {
      setFileError(`The file is larger than ${MAX_MB} MB.`);
      return;
    }
    setFileError(null);
    run.reset();
    preview.mutate({ source, file });
  };

  const planLimit = preview.data?.planLimit ?? null;
  const canImport = Boolean(preview.data && file && !planLimit && preview.data.habits.length > 0);

  return (
    <Card aria-labelledby="import-title" role="region">
      <CardHeader>
        <div>
          <CardTitle id="import-title">Import habits</CardTitle>
          <CardDescription>
            Bring your habits and their history from another tracker. You see what the file holds before
            anything is saved, and importing the same file again only adds what is new.
          </CardDescription>
        </div>
        <Upload className="shrink-0 text-gold" size={20} strokeWidth={1.75} aria-hidden />
      </CardHeader>

      <form noValidate onSubmit={submitPreview} className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <div>
          <Label htmlFor="import-source">From</Label>
          <Select
            id="import-source"
            value={source}
            onChange={(event) => {
              setSource(event.target.value as ImportSource);
              startOver();
            }}
          >
            {SOURCES.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={fileInputId}>File (up to {MAX_MB} MB)</Label>
          <Input
            id={fileInputId}
            type="file"
            accept={chosen?.accept}
            className="py-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-raised file:px-3 file:py-1.5 file:text-ink"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileInputId}-hint${fileError ? ` ${fileInputId}-error` : ''}`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
              startOver();
            }}
          />
        </div>
        <p id={`${fileInputId}-hint`} className="text-sm text-muted sm:col-span-2">
          {chosen?.hint}
        </p>
        <div className="sm:col-span-2">
          <FieldError id={`${fileInputId}-error`}>{fileError}</FieldError>
          <Button type="submit" variant="secondary" disabled={preview.isPending || run.isPending}>
            {preview.isPending ? 'Reading the file…' : 'Preview'}
          </Button>
        </div>
      </form>

      <div className="mt-5 grid gap-3" aria-live="polite">
        {preview.isError ? (
          <p role="alert" className="text-sm text-rose">
            {preview.error.message}
          </p>
        ) : null}
        {preview.data && !run.data ? (
          <>
            <h3 className="text-sm font-semibold text-ink">What this file would add</h3>
            <ImportPreviewList preview={preview.data} />
            <SkippedRows preview={preview.data} />
            {preview.data.notes > 0 ? (
              <p className="text-sm text-muted">
                The file holds{' '}
                {preview.data.notes === 1 ? 'one note' : `${preview.data.notes.toLocaleString()} notes`}: each
                becomes the habit’s note on its day (up to {HABIT_NOTE_MAX} characters), except on a day that
                already has one.
              </p>
            ) : null}
            {planLimit ? (
              <p role="alert" className="rounded-xl border border-rose/50 px-4 py-3 text-sm text-ink">
                {planLimit}
              </p>
            ) : null}
            {run.isError ? (
              <p role="alert" className="text-sm text-rose">
                {run.error.message}
              </p>
            ) : null}
            {canImport && file ? (
              <div>
                <Button disabled={run.isPending} onClick={() => run.mutate({ source, file })}>
                  {run.isPending ? 'Importing…' : 'Import'}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {run.data ? <ImportResultSummary result={run.data} /> : null}
      </div>
    </Card>
  );
}
