import type { CoachContext } from '#domain/coach/coach';
import { openPage, type CoachAnswer } from './shared';

// What tradition makes of each part of the cycle, said as tradition: no claim about what members do.
function moonMeaning(phase: string): string {
  if (/new|waxing|first quarter/i.test(phase))
    return 'Traditionally, the growing moon is a time to start and build: a good prompt to take the first step on a goal.';
  if (/full/i.test(phase))
    return 'Traditionally, the full moon is a time to notice what has grown: a good prompt to celebrate one result.';
  return 'Traditionally, the waning moon is a time to review and let go: a good prompt to drop one expense or task that no longer serves you.';
}

/** "It’s a full moon today.", "The moon is at its first quarter today.", "The moon is a waning crescent today." */
function moonToday(phase: string): string {
  const name = phase.toLowerCase();
  if (/new|full/.test(name)) return `It’s a ${name} today.`;
  if (/quarter/.test(name)) return `The moon is at its ${name} today.`;
  return `The moon is a ${name} today.`;
}

export function moon(context: CoachContext): CoachAnswer {
  const text = context.moonPhase
    ? `${moonToday(context.moonPhase)} ${moonMeaning(context.moonPhase)} Treat it as a prompt to reflect, not a rule. The Astrology page shows today’s sky and the dates and times of the coming phases.`
    : 'The Astrology page shows today’s sky and the dates and times of the coming phases. Treat the moon as a prompt to reflect, not a rule.';
  return { topic: 'moon', text, action: openPage('See today’s sky', '/astrology') };
}
