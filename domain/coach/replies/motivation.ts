import type { CoachContext } from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { sessionAction, openPage, habitAction, openHabits, type CoachAnswer } from './shared';

const WHAT_TODAY =
  /\b(what (should|do|can) i do (today|now|next)|where (do|should) i start|what now|what's next)\b/;

/** Today's plan from the log: the meditation if there is none yet, a habit neither done nor skipped, the rituals. */
function todaysSteps(context: CoachContext): CoachAnswer {
  const today = context.days.at(-1);
  // Done or skipped on purpose: neither is suggested again.
  const open = openHabits(context);
  const steps: string[] = [];
  if (!today || today.meditations === 0)
    steps.push('a five-minute meditation (First Breath is a gentle one)');
  if (open[0]) steps.push(`tick off '${open[0].title}'`);
  if (!today || today.rituals === 0) steps.push('open today’s rituals and do the shortest one');
  if (steps.length === 0)
    return {
      topic: 'motivation',
      text: 'You have meditated, done a ritual and ticked off every habit that is due: today is already a full day of practice. If you want one more step, write a line in your journal about what went well, or spend five minutes on your goal furthest behind.',
      action: openPage('Open your journal', '/journal'),
    };
  const list = steps.length > 1 ? `${steps.slice(0, -1).join(', ')}, then ${steps.at(-1)}` : steps[0];
  return {
    topic: 'motivation',
    text: `Here is today in small steps: ${list}. Start with the first and do not plan beyond it; each one takes a few minutes.`,
    action:
      !today || today.meditations === 0
        ? sessionAction('first-breath')
        : open[0]
          ? habitAction(open[0])
          : openPage('Open today’s rituals', '/rituals'),
  };
}

export function motivation(context: CoachContext, message: string): CoachAnswer {
  if (WHAT_TODAY.test(normalise(message))) return todaysSteps(context);
  const practised = context.days
    .slice(-7)
    .filter((day) => day.meditations + day.rituals + day.habits > 0).length;
  const fact =
    practised > 0
      ? `You practised on ${practised} of the last 7 days, so the habit is there to build on.`
      : 'You have not practised in the last 7 days; one small act today starts again.';
  return {
    topic: 'motivation',
    text: `Motivation tends to follow action rather than come before it. ${fact} Make today’s step so small it is hard to refuse: two minutes of breathing, one habit ticked off, or one line of your plan. Do the same small thing at the same time tomorrow. Consistency grows from repeating easy wins, not from big pushes.`,
    action: sessionAction('morning-intention'),
  };
}
