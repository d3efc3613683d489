/**
 * The anchor invariant's fence (docs/decisions/0010-streak-anchors.md): a change at or before a streak
 * anchor must forget it, so every write to a table the streaks read goes through one guard module per
 * table family, and this scanner finds writes anywhere else.
 */
const HISTORY_GUARDS: Record<string, readonly string[]> = {
  'server/practice/practice-log.ts': ['practice_log', 'practice_days', 'practice_anchor'],
  'server/features/habits/history-repository.ts': ['habit_completions', 'habit_skips', 'streak_anchor'],
};

const TABLE_OF: Record<string, string> = {
  practiceLog: 'practice_log',
  practiceDays: 'practice_days',
  habitCompletions: 'habit_completions',
  habitSkips: 'habit_skips',
  streakAnchor: 'streak_anchor',
  practiceAnchor: 'practice_anchor',
};

const WRITES: readonly RegExp[] = [
  /\b(?:insert\s+into|delete\s+from|update)\s+(practice_log|practice_days|habit_completions|habit_skips)\b/gi,
  /\b(streak_anchor|practice_anchor)\s*=(?!=)/gi,
  /\.(?:insert|update|delete)\(\s*(practiceLog|practiceDays|habitCompletions|habitSkips)\s*\)/g,
  /\.set\(\s*\{[^}]*\b(streakAnchor|practiceAnchor)\b/g,
];

/** The guarded tables (or anchor columns) a source file writes. */
export function historyWritesIn(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of WRITES)
    for (const match of source.matchAll(pattern)) {
      const name = match[1] ?? '';
      found.add(TABLE_OF[name] ?? name.toLowerCase());
    }
  return [...found].sort();
}

/** The writes in `path` that its guard does not own (all of them for a file that is no guard). */
export function unguardedWrites(path: string, source: string): string[] {
  const allowed = HISTORY_GUARDS[path] ?? [];
  return historyWritesIn(source).filter((table) => !allowed.includes(table));
}
