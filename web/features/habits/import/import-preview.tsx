import type { ImportPreview, ImportResult } from '#domain/habits/import';

const FREQUENCY_LABELS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;
const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The rows a file leaves out: all counted, the first few listed with their file, line and reason. */
export function SkippedRows({ preview }: { preview: Pick<ImportPreview, 'skipped' | 'skippedCount'> }) {
  const { skipped, skippedCount } = preview;
  if (skippedCount === 0) return null;
  const unlisted = skippedCount - skipped.length;
  return (
    <details className="rounded-xl border border-line px-4 py-3 text-sm">
      <summary className="cursor-pointer text-ink">
        {plural(skippedCount, 'row', 'rows')} will be left out
      </summary>
      <ul className="mt-2 grid gap-1 text-muted">
        {skipped.map((row) => (
          <li key={`${row.file}:${row.line}`}>
            {row.file}, line {row.line}: {row.reason}
          </li>
        ))}
        {unlisted > 0 ? <li>and {plural(unlisted, 'more row', 'more rows')}</li> : null}
      </ul>
    </details>
  );
}

/** What a dry run found: each habit with its cadence and done days, and whether it is already here. */
export function ImportPreviewList({ preview }: { preview: ImportPreview }) {
  if (preview.habits.length === 0)
    return <p className="text-sm text-muted">The file holds no habits to import.</p>;
  return (
    <ul className="grid gap-2" aria-label="Habits in the file">
      {preview.habits.map((habit) => (
        <li key={habit.name} className="rounded-2xl border border-line px-4 py-3">
          <p className="break-words font-medium text-ink">
            {habit.name}
            {habit.existing ? (
              <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                Already imported: only new days are added
              </span>
            ) : null}
            {habit.archived ? (
              <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                Archived
              </span>
            ) : null}
          </p>
          <p className="text-sm text-muted">
            {FREQUENCY_LABELS[habit.frequency]} · {plural(habit.days, 'done day', 'done days')}
            {habit.skips ? ` · ${plural(habit.skips, 'skip', 'skips')}` : ''}
            {habit.notes ? ` · ${plural(habit.notes, 'note', 'notes')}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What an import wrote. */
export function ImportResultSummary({ result }: { result: ImportResult }) {
  const { habits, days, skips, notes } = result.imported;
  const extras = [skips ? plural(skips, 'skip', 'skips') : '', notes ? plural(notes, 'note', 'notes') : '']
    .filter(Boolean)
    .join(' and ');
  return (
    <p role="status" className="rounded-2xl border border-gold/50 bg-gold/5 px-4 py-3 text-sm text-ink">
      Imported {plural(habits, 'new habit', 'new habits')} and {plural(days, 'completion', 'completions')}
      {extras ? `, with ${extras}` : ''}. Your habits list shows them with their history.
    </p>
  );
}
