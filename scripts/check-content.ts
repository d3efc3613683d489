// `npm run build` runs this first, so a bad edit to a content file stops the build with the file and
// the reason instead of reaching a member: every session file must match its Zod contract and keep the
// timing rules (docs/meditation.md, "Voice scripts"); every file under content/affirmations and
// content/programs must parse with its schema, and every affirmation (library lines and each program
// day's) must pass the style rules (docs/affirmations.md). The tests check the same.
import { MEDITATION_LIBRARY } from '#domain/meditation/library';
import { SessionContentSchema } from '#domain/meditation/content';
import { SESSION_CONTENT_FILES } from '#domain/meditation/script-index';
import { scriptFromContent } from '#domain/meditation/script-from-content';
import { timingProblems } from '#domain/meditation/scripts';
import { affirmationKey } from '#domain/affirmations/affirmations';
import { affirmationLibrary } from '#domain/affirmations/library';
import { checkAffirmationStyle } from '#domain/affirmations/style';
import { programLibrary } from '#domain/programs/content';
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

const library = affirmationLibrary();
const programs = programLibrary();
const lines = [
  ...library.categories.flatMap((category) => category.lines),
  ...library.practice,
  ...programs.flatMap((program) =>
    program.days.map((day) => ({ text: day.affirmation, category: `${program.id} day ${day.day}` })),
  ),
];
const seen = new Set<string>();
for (const line of lines) {
  const { problems } = checkAffirmationStyle(line.text, library.denyList);
  // Program days may repeat a library line on purpose; the library itself holds each line once.
  const key = affirmationKey(line.text);
  if (!line.category.includes(' day ') && seen.has(key)) problems.push('appears twice');
  seen.add(key);
  if (problems.length > 0)
    failures.push(`content/affirmations: ${line.category}: ${line.text} (${problems.join('; ')})`);
}

if (failures.length > 0) {
  process.stderr.write(`${failures.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `content: ${SESSION_CONTENT_FILES.length} session files, ${lines.length} affirmations (${library.categories.length} categories), ${programs.length} programs, all valid\n`,
);
