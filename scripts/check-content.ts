// `npm run build` runs this first: every session content file must match its Zod contract and keep
// the timing rules (docs/meditation.md, "Voice scripts"), so a bad edit stops the build with the
// file and the reason instead of reaching a listener. The tests check the same, cue by cue.
import { MEDITATION_LIBRARY } from '#domain/meditation-library';
import { SessionContentSchema } from '#domain/meditation-content';
import { SESSION_CONTENT_FILES, scriptFromContent } from '#domain/meditation-script-index';
import { timingProblems } from '#domain/meditation-scripts';

const failures: string[] = [];
SESSION_CONTENT_FILES.forEach((file, index) => {
  const parsed = SessionContentSchema.safeParse(file);
  if (!parsed.success) {
    const id = (file as { id?: unknown }).id ?? `file ${index + 1}`;
    for (const issue of parsed.error.issues)
      failures.push(`content/sessions/${String(id)}.json: ${issue.path.join('.')}: ${issue.message}`);
    return;
  }
  const script = scriptFromContent(parsed.data);
  const kind =
    MEDITATION_LIBRARY.find((session) => session.id === script.id)?.type === 'ambient' ? 'ambient' : 'guided';
  for (const problem of timingProblems(script, kind))
    failures.push(`content/sessions/${script.id}.json: ${problem}`);
});
if (failures.length > 0) {
  process.stderr.write(`${failures.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`${SESSION_CONTENT_FILES.length} session content files checked\n`);
