// `npm run build` runs this first: every file under content/affirmations and content/programs must
// parse with its Zod schema, and every affirmation (library lines and each program day's) must pass
// the style rules, or the build stops with the offending lines.
import { affirmationKey } from '#domain/affirmations';
import { affirmationLibrary } from '#domain/affirmation-library';
import { checkAffirmationStyle } from '#domain/affirmation-style';
import { programLibrary } from '#domain/program-content';

const library = affirmationLibrary();
const programs = programLibrary();
const lines = [
  ...library.categories.flatMap((category) => category.lines),
  ...library.practice,
  ...programs.flatMap((program) =>
    program.days.map((day) => ({ text: day.affirmation, category: `${program.id} day ${day.day}` })),
  ),
];
const failures: string[] = [];
const seen = new Set<string>();
for (const line of lines) {
  const { problems } = checkAffirmationStyle(line.text, library.denyList);
  // Program days may repeat a library line on purpose; the library itself holds each line once.
  const key = affirmationKey(line.text);
  if (!line.category.includes(' day ') && seen.has(key)) problems.push('appears twice');
  seen.add(key);
  if (problems.length > 0) failures.push(`  ${line.category}: ${line.text} (${problems.join('; ')})`);
}
if (failures.length > 0) {
  process.stderr.write(
    `content/affirmations has lines that break the style rules:\n${failures.join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `content: ${lines.length} affirmations (${library.categories.length} categories, ${programs.length} programs), all valid\n`,
);
