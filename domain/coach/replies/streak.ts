import type { CoachContext, CoachPracticeStreak } from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { plural } from '#domain/coach/words';
import { HABIT_SKIPS_PER_MONTH } from '#domain/habits/habits';
import { monthOf } from '#domain/rest-days/rest-days';
import { addDays } from '#domain/shared/dates';
import {
  habitAction,
  isYesNoQuestion,
  openHabits,
  openPage,
  sessionAction,
  streakPhrase,
  thisPeriod,
  type CoachAnswer,
} from './shared';

/** A day away asked about ahead: "if I miss tomorrow", "I'm travelling", "on holiday this weekend". */
const DAY_AWAY =
  /\b(miss(ing)?|skip(ping)?|travel\w*|trip|away|holiday|vacation|flight|day off|break|can't (practi[cs]e|meditate))\b/;

const freezeLine = (freezes: number) =>
  freezes > 0
    ? `You also have ${plural(freezes, 'streak freeze')} banked: a freeze covers a single missed day on its own.`
    : 'You have no streak freeze banked right now, so plan the rest day before you go.';

/**
 * "Is my streak safe if I miss tomorrow?": yes or no first, from the real rule (domain/practice/streak.ts):
 * a rest day neither breaks nor extends the streak, and a banked freeze covers one missed day.
 */
function dayAway(context: CoachContext, streak: CoachPracticeStreak): CoachAnswer {
  if (streak.days === 0)
    return {
      topic: 'streak',
      text: 'There is no practice streak running yet, so nothing is lost by a day away: your streak starts with your next session, wherever you are. First Breath takes five minutes and works anywhere with headphones.',
      action: sessionAction('first-breath'),
    };
  const newMonth = monthOf(addDays(context.today, 1)) !== monthOf(context.today);
  const habitsLine = context.habits.some((habit) => habit.frequency === 'daily')
    ? `Your daily habits keep their own streaks: on the habits page you can skip tomorrow for each, up to ${HABIT_SKIPS_PER_MONTH} skips a month per habit.`
    : '';
  const restAction = openPage('Plan a rest day', '/dashboard');
  const lines =
    streak.restDaysLeft > 0 || newMonth
      ? [
          newMonth
            ? 'Yes, if you mark tomorrow as a rest day: rest days count per month, and tomorrow starts a new one.'
            : `Yes, if you mark tomorrow as a rest day: you have ${streak.restDaysLeft} left this month, and a rest day neither breaks nor extends your streak.`,
          freezeLine(streak.freezesBanked),
        ]
      : streak.freezesBanked > 0
        ? [
            `Yes: a streak freeze covers a single missed day, and you have ${streak.freezesBanked} banked.`,
            'You have no rest days left this month, so a second missed day in a row would end the streak.',
          ]
        : [
            `Not as things stand: you have no rest days left this month and no streak freeze banked, so a missed day ends your ${streak.days}-day streak.`,
            'Five minutes of practice on the road keeps it: First Breath works anywhere with headphones.',
          ];
  return {
    topic: 'streak',
    text: [...lines, habitsLine].filter(Boolean).join(' '),
    action:
      streak.restDaysLeft > 0 || newMonth
        ? restAction
        : streak.freezesBanked > 0
          ? openPage('See your progress', '/insights')
          : sessionAction('first-breath'),
  };
}

export function aboutStreak(context: CoachContext, message: string): CoachAnswer {
  const streak = context.practiceStreak;
  if (
    streak &&
    DAY_AWAY.test(normalise(message)) &&
    (isYesNoQuestion(message) || /\bif\b/.test(normalise(message)))
  )
    return dayAway(context, streak);
  const practised = context.days
    .slice(-7)
    .filter((day) => day.meditations + day.rituals + day.habits > 0).length;
  const running = context.habits.filter((habit) => habit.streak > 0);
  const lines = running.length
    ? running.slice(0, 3).map((habit) => `'${habit.title}' ${streakPhrase(habit)}.`)
    : ['None of your habits has a running streak yet.'];
  lines.push(`You practised on ${practised} of the last 7 days.`);
  const open = openHabits(context).find((habit) => habit.streak > 0);
  if (open) lines.push(`Tick off '${open.title}' ${thisPeriod(open)} to keep its streak going.`);
  return {
    topic: 'streak',
    text: lines.join(' '),
    action: open ? habitAction(open) : openPage('See your progress', '/insights'),
  };
}
