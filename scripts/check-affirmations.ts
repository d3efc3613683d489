// `npm run build` runs this first: every file under content/affirmations must parse with its Zod
// schema, and every line must pass the style rules, or the build stops with the offending lines.
import { affirmationKey } from '#domain/affirmations';
import { affirmationLibrary } from '#domain/affirmation-library';
import { checkAffirmationStyle } from '#domain/affirmation-style';

const library = affirmationLibrary();
const lines = [...library.categories.flatMap((category) => category.lines), ...library.practice];
const failures: string[] = [];
const seen = new Set<string>();
for (const line of lines) {
  const { problems } = checkAffirmationStyle(line.text, library.denyList);
  const key = affirmationKey(line.text);
  if (seen.has(key)) problems.push('appears twice');
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
  `content/affirmations: ${lines.length} lines in ${library.categories.length} categories, all valid\n`,
);
