import type { CoachAction, CoachContext, CoachGoal, CoachHabit } from './coach';
import { goalMostBehind, weeklyAmountToClose } from './rules';
import { BOUNDARY_REPLIES, crisisFollowUp, crisisLineSentence, crisisReply } from './safety';
import { normalise } from './normalise';
import { classifyMessage, type CoachTopic } from './topics';
import { COACH_ACTION_LABEL_MAX } from './coach';
import { articleFor, plural, shorten } from './words';
import { formatUsd } from '#domain/goals/goals';
import { MEDITATION_LIBRARY } from '#domain/meditation/library';
import { PLAN_FEATURES, PLAN_LIMITS, planById } from '#domain/plans/plans';

/**
 * The built-in coach's answer to one message (docs/coach.md): the topic it is about, a short reply in
 * our own words that states facts about the member only from their context, and at most one next
 * step the member can tap.
 */
export type CoachAnswer = { topic: CoachTopic; text: string; action: CoachAction | null };

const REMINDERS_HREF = '/profile#reminders-title';

function sessionAction(sessionId: string): CoachAction {
  const session = MEDITATION_LIBRARY.find((candidate) => candidate.id === sessionId);
  if (!session) throw new Error(`unknown meditation session ${sessionId}`);
  return {
    kind: 'start-session',
    label: shorten(`Start ${session.title} (${session.duration} min)`, COACH_ACTION_LABEL_MAX),
    href: `/meditate?session=${session.id}`,
    sessionId: session.id,
  };
}

const openPage = (label: string, href: string): CoachAction => ({ kind: 'open-page', label, href });

const goalAction = (goal: CoachGoal, verb = 'Update'): CoachAction => ({
  kind: 'update-goal',
  label: shorten(`${verb} ${goal.title}`, COACH_ACTION_LABEL_MAX),
  href: '/goals',
  goalId: goal.id,
});

/** Advice, then the goal's own figures when the member has that goal; its action, else `fallback`. */
function withGoal(
  topic: CoachTopic,
  advice: string[],
  goal: CoachGoal | null,
  fallback: CoachAction,
  verb?: string,
): CoachAnswer {
  return {
    topic,
    text: [...advice, goal ? goalStatus(goal) : ''].filter(Boolean).join(' '),
    action: goal ? goalAction(goal, verb) : fallback,
  };
}

const habitAction = (habit: CoachHabit): CoachAction => ({
  kind: 'open-page',
  label: shorten(`${habit.doneThisPeriod ? 'See' : 'Tick off'} ${habit.title}`, COACH_ACTION_LABEL_MAX),
  href: '/wealth-habits',
  habitId: habit.id,
});

const addHabit = (label: string): CoachAction => ({ kind: 'add-habit', label, href: '/wealth-habits' });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The first dollar amount in the message, as the member wrote it ("$300", "$1,200"). */
function amountIn(message: string): { text: string; value: number } | null {
  const match = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)/.exec(message);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? { text: formatUsd(value), value } : null;
}

const periodWord = (habit: CoachHabit) =>
  habit.frequency === 'daily' ? 'day' : habit.frequency === 'weekly' ? 'week' : 'month';
const thisPeriod = (habit: CoachHabit) =>
  habit.frequency === 'daily' ? 'today' : `this ${periodWord(habit)}`;

function streakPhrase(habit: CoachHabit): string {
  return habit.streak > 0
    ? `is on ${articleFor(habit.streak)} ${habit.streak}-${periodWord(habit)} streak`
    : 'has no running streak yet';
}

/** What the log says about meditation: today's (even a short one), the last 7 days, the last one. */
function meditationFacts(context: CoachContext): string {
  const today = context.days.at(-1);
  const week = context.days.slice(-7).filter((day) => day.meditations > 0).length;
  if (today && today.meditations > 0) {
    const minutes = today.meditationMinutes > 0 ? ` (${plural(today.meditationMinutes, 'minute')})` : '';
    return `You meditated today${minutes}, and on ${week} of the last 7 days: a good base to build on.`;
  }
  const lastIndex = context.days.findLastIndex((day) => day.meditations > 0);
  if (lastIndex < 0) return 'There is no meditation in your last 14 days, so today is a clean start.';
  const daysAgo = context.days.length - 1 - lastIndex;
  return `Your last meditation was ${daysAgo === 1 ? 'yesterday' : `${daysAgo} days ago`}, and you meditated on ${week} of the last 7 days.`;
}

function goalStatus(goal: CoachGoal): string {
  const saved =
    goal.targetAmount !== null
      ? ` (${formatUsd((goal.targetAmount * goal.progress) / 100)} of ${formatUsd(goal.targetAmount)})`
      : '';
  if (goal.daysLeft === 0)
    return `Your '${goal.title}' goal is ${goal.progress}% done${saved}, and its date has come: choose a new date or a smaller next step.`;
  return `Your '${goal.title}' goal is ${goal.progress}% done${saved} with ${goal.timeUsedPercent}% of its time gone and ${plural(goal.daysLeft, 'day')} left.`;
}

function goalPace(goal: CoachGoal): string {
  if (goal.daysLeft === 0) return '';
  const lag = goal.timeUsedPercent - goal.progress;
  const weekly = weeklyAmountToClose(goal);
  const pace =
    weekly !== null
      ? `${formatUsd(weekly)} a week`
      : `${Math.ceil((100 - goal.progress) / Math.max(1, Math.ceil(goal.daysLeft / 7)))} percentage points a week`;
  // Within 5 points of the schedule either way reads as on schedule: a day's rounding is not news.
  const where =
    lag > 5
      ? 'You are behind schedule: about'
      : lag < -5
        ? 'You are ahead of schedule; about'
        : 'You are about on schedule;';
  const close = lag > 5 ? 'closes the gap' : 'reaches it on time';
  return ` ${where} ${pace} ${close}. ${goalStep(goal, weekly !== null)}`;
}

// Money a goal earns is not money set aside: a side-income goal moves by paid work.
const EARNING_GOAL =
  /\b(income|earn\w*|side|hustle|gigs?|clients?|sales|revenue|raise|salary|freelanc\w*|business)\b/i;

function goalStep(goal: CoachGoal, inDollars: boolean): string {
  if (EARNING_GOAL.test(goal.title))
    return 'This week, pick one paid task that moves it, and update the goal when the money comes in.';
  if (!inDollars) return 'This week, take one step that moves it, and update the goal when you do.';
  return 'This week, set that amount aside on payday, ideally by automatic transfer, and update the goal when you do.';
}

function aboutGoal(context: CoachContext, named: CoachGoal | null): CoachAnswer {
  const goal = named ?? goalMostBehind(context.goals) ?? context.goals[0] ?? null;
  if (!goal)
    return {
      topic: 'goal',
      text: 'You have no open goals yet. Set one with a target amount and a date, and I can tell you how far along you are and what closes the gap each week.',
      action: openPage('Set your first goal', '/goals'),
    };
  const lead = named ? '' : 'Here is the goal furthest behind. ';
  return { topic: 'goal', text: `${lead}${goalStatus(goal)}${goalPace(goal)}`, action: goalAction(goal) };
}

function aboutHabit(context: CoachContext, named: CoachHabit | null): CoachAnswer {
  if (named) {
    const status = named.doneThisPeriod
      ? `it is done ${thisPeriod(named)}`
      : `it is not done yet ${thisPeriod(named)}`;
    const advice = named.doneThisPeriod
      ? 'Keep it easy to repeat: same time, same place, and a smaller version on busy days still counts.'
      : 'Tie it to something you already do every day, like your first coffee, and on busy days do the smallest version: it still counts.';
    return {
      topic: 'habit',
      text: `'${named.title}' ${streakPhrase(named)}, and ${status}. ${advice}`,
      action: habitAction(named),
    };
  }
  if (context.habits.length === 0)
    return {
      topic: 'habit',
      text: 'You are not tracking any habits yet. Start with one small money habit you can do in two minutes, such as checking your balance each morning, and tick it off each day.',
      action: addHabit('Add your first habit'),
    };
  const open = context.habits.filter((habit) => !habit.doneThisPeriod);
  const [best] = context.habits;
  const lines = best ? [`'${best.title}' ${streakPhrase(best)}.`] : [];
  lines.push(
    open.length === 0
      ? 'Every habit is done for its current period: well done.'
      : `Still open: ${open
          .slice(0, 3)
          .map((habit) => `'${habit.title}'`)
          .join(', ')}. Do the quickest one first.`,
  );
  const next = open[0] ?? best;
  return { topic: 'habit', text: lines.join(' '), action: next ? habitAction(next) : null };
}

function aboutStreak(context: CoachContext): CoachAnswer {
  const practised = context.days
    .slice(-7)
    .filter((day) => day.meditations + day.rituals + day.habits > 0).length;
  const running = context.habits.filter((habit) => habit.streak > 0);
  const lines = running.length
    ? running.slice(0, 3).map((habit) => `'${habit.title}' ${streakPhrase(habit)}.`)
    : ['None of your habits has a running streak yet.'];
  lines.push(`You practised on ${practised} of the last 7 days.`);
  const open = context.habits.find((habit) => !habit.doneThisPeriod && habit.streak > 0);
  if (open) lines.push(`Tick off '${open.title}' ${thisPeriod(open)} to keep its streak going.`);
  return {
    topic: 'streak',
    text: lines.join(' '),
    action: open ? habitAction(open) : openPage('See your progress', '/insights'),
  };
}

function skippedPractice(context: CoachContext, message: string): CoachAnswer {
  const text = normalise(message);
  if (/\britual/.test(text)) {
    const days = context.days.slice(-7).filter((day) => day.rituals > 0).length;
    return {
      topic: 'skipped-practice',
      text: `Missing a few days happens to everyone; what counts is the next one. You completed rituals on ${days} of the last 7 days. Today, do just the shortest ritual and stop there. Keep one rule: never miss twice in a row. A reminder at the time you usually have a quiet moment makes the next one easier.`,
      action: openPage('Open today’s rituals', '/rituals'),
    };
  }
  const anchor = /\bmorning/.test(text)
    ? 'right after your first coffee, before you check your phone'
    : 'right after something you already do every day';
  return {
    topic: 'skipped-practice',
    text: `${meditationFacts(context)} To make meditation stick, make it small and tie it to a fixed moment: five minutes ${anchor}, in the same place each time. A short session done beats a long one skipped. If you miss a day, simply do the next one; never miss twice in a row. A daily reminder at that time helps while it becomes automatic.`,
    action: { kind: 'set-reminder', label: 'Set a daily meditation reminder', href: REMINDERS_HREF },
  };
}

// A bill or a gap to close: without one, the answer is to see the numbers first.
const BILL_DUE = /\b(rent|bills?|owe|owing|due|short|afford|overdraft|overdrawn|utilities|pay for|payment)\b/;

const RENT_RISE =
  /\b(rais\w* (the |my |our )?rent|rent (is )?(going up|goes up|increase\w*|rise|rising|hike)|(increase|hike|rise) (in|of) (the |my |our )?rent)\b/;

/** A rent rise changes every month from a date: the answer is the budget, early, not a one-off gap. */
function rentRise(message: string): CoachAnswer {
  const amount = amountIn(message);
  const monthly = amount && /\b(a|per|each|every) month\b|\bmonthly\b/.test(normalise(message));
  return {
    topic: 'money-stress',
    text: [
      'A rent rise is unsettling, and planning for it early makes it easier.',
      monthly && amount ? `${amount.text} a month is ${formatUsd(amount.value * 12)} over a year.` : '',
      'This week, redo your monthly budget with the new rent in it and find where the difference comes from: a subscription, a smaller grocery list, or extra income.',
      'It is also worth asking your landlord, politely and in writing, whether the rise can be smaller or start later; some agree to keep a reliable tenant.',
      'If you are not sure the rise is allowed where you live, a local tenants’ advice service can tell you.',
    ]
      .filter(Boolean)
      .join(' '),
    action: addHabit('Add a weekly budget review'),
  };
}

function moneyStress(message: string): CoachAnswer {
  const amount = amountIn(message);
  const text = normalise(message);
  if (RENT_RISE.test(text)) return rentRise(message);
  if (!amount && !BILL_DUE.test(text))
    return {
      topic: 'money-stress',
      text: 'Money feeling tight is stressful, and saying so is a good first step. Take a few slow breaths, then open your banking app and write down three numbers: what is in the account, what has to go out before payday, and what is left. A clear number is easier to face than a vague worry. If what is left is small, pick one easy win this week: pause a subscription, or sell one thing you no longer use.',
      action: sessionAction('first-breath'),
    };
  const rent = /\brent\b/.test(text);
  return {
    topic: 'money-stress',
    text: [
      'That sounds stressful; let’s make it smaller.',
      amount ? `You need ${amount.text}${rent ? ' before rent is due' : ''}.` : '',
      rent
        ? 'Today, write to your landlord before the due date and offer a specific date or a split payment; an early, concrete offer is usually welcome.'
        : 'Today, contact whoever you owe before the due date and offer a specific date or a split payment.',
      'Then list every bill due before your next payday, with rent and utilities first.',
      `Find the ${amount ? 'gap' : 'shortfall'} in pieces: sell one thing you no longer use, take an extra shift or small job, or pause a subscription for a month.`,
      'Before you make the call, take a few minutes to breathe.',
    ]
      .filter(Boolean)
      .join(' '),
    action: sessionAction('sunrise-breath'),
  };
}

const DEBT_GOAL = /debt|card|loan|pay ?off|owe|overdraft/i;
const SAVING_GOAL = /fund|sav|cushion|nest egg|rainy/i;
const INCOME_GOAL = /income|earn|side|business|client|freelanc/i;
const RAISE_GOAL = /raise|salary|promotion/i;

const DEBT_OR_SAVING = /\b(or|before|first|instead)\b/;
const SAVING_WORDS = /\b(save|saving|savings|emergency|fund|cushion)\b/;

function debt(context: CoachContext, message: string): CoachAnswer {
  const text = normalise(message);
  if (DEBT_OR_SAVING.test(text) && SAVING_WORDS.test(text)) return debtOrSaving(context);
  return withGoal(
    'debt',
    [
      'Debt shrinks fastest with one target at a time.',
      'List each debt with its balance and interest rate, and pay the minimum on all of them.',
      'Put every spare dollar on one: the highest rate saves the most interest, the smallest balance gives the quickest win.',
      'A polite call to your lender or card issuer asking for a lower rate sometimes works, so it is worth five minutes.',
    ],
    context.goals.find((candidate) => DEBT_GOAL.test(candidate.title)) ?? null,
    openPage('Set a debt payoff goal', '/goals'),
  );
}

/** "Pay off the card or build the fund first?": a common order, said as one, with the member's fund. */
function debtOrSaving(context: CoachContext): CoachAnswer {
  return withGoal(
    'debt',
    [
      'A common order is to do both, in turn.',
      'First keep a small cushion, enough for one surprise bill, so the next emergency does not go on the card.',
      'Then pay the minimum on everything and put every spare dollar on the debt with the highest interest rate: card interest usually costs far more than savings earn.',
      'Once the card is paid off, send what you were paying it into the fund.',
    ],
    context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? null,
    openPage('Set a debt payoff goal', '/goals'),
  );
}

function saving(context: CoachContext, message: string): CoachAnswer {
  const amount = amountIn(message);
  const perWeek = amount && /\b(a|per|each|every) week\b|\bweekly\b/.test(normalise(message));
  return withGoal(
    'saving',
    [
      'Saving works best when it happens before you can spend it.',
      'Set an automatic transfer on payday into a separate account, even a small one, and leave it alone.',
      perWeek && amount
        ? `${amount.text} a week adds up to about ${formatUsd((amount.value * 52) / 12)} a month and ${formatUsd(amount.value * 52)} a year.`
        : '',
      'Build a small emergency cushion first, then raise the amount each time your income grows.',
    ],
    context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? null,
    openPage('Set a savings goal', '/goals'),
    'Log a deposit to',
  );
}

const EARNING_WIN =
  /\b(got|get|getting|landed|won|signed) (a |my |the |an |our )?(raise|pay rise|promotion|new job|job offer|job|new client|client|contract|bonus)\b|\b(got|been|was|i'm|im) (promoted|hired)\b/;

function earningWin(context: CoachContext): CoachAnswer {
  const goal =
    context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? context.goals[0] ?? null;
  return {
    topic: 'earning',
    text: [
      'Congratulations: that is a real result, and you earned it.',
      'Take a moment to enjoy it, and write down what got you there so you can do it again.',
      'Before the first bigger payment arrives, decide where the extra goes, for example part to a goal and part to enjoy, so it does not disappear into everyday spending.',
      goal ? `Your '${goal.title}' goal is ${goal.progress}% done.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    action: goal ? goalAction(goal) : openPage('Set a goal for the extra', '/goals'),
  };
}

const COMPARING =
  /\b(compar\w* (myself|me|us)|jealous|envy|envious|richer than (me|us)|(friends?|people|they) (earn|make|have) (more|so much))\b/;

function comparing(context: CoachContext): CoachAnswer {
  return withGoal(
    'earning',
    [
      'Comparing is natural, and it is rarely a fair contest: you see other people’s results, not their debts, their help or their luck.',
      'A fairer measure is you three months ago.',
      'Choose one thing this week that moves your own number, however small, and let that be the win you look at.',
    ],
    goalMostBehind(context.goals) ?? context.goals[0] ?? null,
    openPage('Set a goal of your own', '/goals'),
  );
}

function earning(context: CoachContext, message: string): CoachAnswer {
  if (EARNING_WIN.test(normalise(message))) return earningWin(context);
  if (COMPARING.test(normalise(message))) return comparing(context);
  const raise = /\b(raise|salary|pay rise|promotion|boss|negotiat\w*)\b/.test(normalise(message));
  const advice = raise
    ? 'For a raise, write down three results you delivered, with numbers, and find the usual pay for your role. Then ask for a short meeting about pay, not a corridor chat, and name a figure. If the answer is not yet, ask what would make it yes and by when.'
    : 'Earning more usually comes from one clear ask or one extra stream. Pick one skill people already pay for, and offer it to three people you know this week. Put a price on it before you talk, and write down what happened after each conversation.';
  return withGoal(
    'earning',
    [advice],
    context.goals.find((candidate) => (raise ? RAISE_GOAL : INCOME_GOAL).test(candidate.title)) ?? null,
    addHabit('Add a weekly career habit'),
  );
}

const SPENDING_GUILT = /\b(guilt\w*|ashamed|deserve|treat (myself|yourself)|on myself)\b/;
const MAKE_A_BUDGET =
  /\b((make|build|create|start|set up|write|plan|do) (a |my |our )?(monthly |weekly )?budget|budgeting|how to budget|budget for)\b/;

function spending(message: string): CoachAnswer {
  const text = normalise(message);
  if (MAKE_A_BUDGET.test(text))
    return {
      topic: 'spending',
      text: 'Start from last month rather than a wish. Write down what came in, then the fixed bills (rent, utilities, the minimum on each debt), then everything else in a few groups such as food, transport and fun. Choose an amount to save on payday and treat it as a bill. What is left is for spending. Five minutes each week to compare what you spent with the plan keeps it honest, and the plan gets better each month.',
      action: addHabit('Add a weekly budget review'),
    };
  if (SPENDING_GUILT.test(text))
    return {
      topic: 'spending',
      text: 'Spending on yourself is not a failure when it is planned. Once the bills and your saving are paid, choose a set amount each month that is yours to spend on anything, without explaining it to anyone. When it is gone, wait for next month. Guilt usually eases when the money for what matters is already set aside, so the treat takes nothing from it.',
      action: addHabit('Add a weekly money review'),
    };
  const takeout = /\b(take ?out|takeaway|eating out|delivery)\b/.test(text);
  return {
    topic: 'spending',
    text: [
      'Overspending is usually a habit loop, not a lack of willpower.',
      'Look over the last two weeks of spending and mark what you would happily buy again and what you would not.',
      'For the rest, wait 24 hours before any purchase you don’t need, and remove saved cards from shopping apps.',
      takeout
        ? 'For takeout, keep two easy meals at home for tired evenings, and set one weekly treat you enjoy without guilt.'
        : 'Plan one no-spend day a week and enjoy what you already have that day.',
    ].join(' '),
    action: addHabit('Add a weekly no-spend day'),
  };
}

const WHAT_TODAY =
  /\b(what (should|do|can) i do (today|now|next)|where (do|should) i start|what now|what's next)\b/;

/** Today's plan from the log: the meditation if there is none yet, the open habits, the rituals. */
function todaysSteps(context: CoachContext): CoachAnswer {
  const today = context.days.at(-1);
  const open = context.habits.filter((habit) => !habit.doneThisPeriod);
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

function motivation(context: CoachContext, message: string): CoachAnswer {
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

function sleep(): CoachAnswer {
  return {
    topic: 'sleep',
    text: 'A calmer evening helps more than any single trick. Tonight, put screens away 30 minutes before bed, write tomorrow’s to-do list so your mind can let it go, and keep the room cool and dark. If thoughts race, breathe out for longer than you breathe in: in for four, out for six. Slow Descent to Sleep is a guided session made for lying down. If poor sleep lasts for weeks, talk to a doctor.',
    action: sessionAction('sleep-descent'),
  };
}

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

function moon(context: CoachContext): CoachAnswer {
  const text = context.moonPhase
    ? `${moonToday(context.moonPhase)} ${moonMeaning(context.moonPhase)} Treat it as a prompt to reflect, not a rule. The Astrology page shows today’s sky and the dates and times of the coming phases.`
    : 'The Astrology page shows today’s sky and the dates and times of the coming phases. Treat the moon as a prompt to reflect, not a rule.';
  return { topic: 'moon', text, action: openPage('See today’s sky', '/astrology') };
}

const DO_THEY_WORK =
  /\b(do|does|can) (affirmations?|mantras?|it|they|this) (really |actually |even )?(work|help)|(is|are) (it|they|affirmations?) (real|proven|science|scientific|nonsense|bs)|any (evidence|proof|science)|\bproven\b/;

function affirmations(message: string): CoachAnswer {
  const text = normalise(message);
  if (DO_THEY_WORK.test(text))
    return {
      topic: 'affirmations',
      text: 'Honestly, saying words does not change a bank balance on its own. What an affirmation can do is remind you, at the start of the day, of what you intend and who you want to be with money, and that can make the next small choice easier. It works best when it is specific, believable and followed by an action: read it, then do one thing that matches it, like moving $10 to savings.',
      action: openPage('Open today’s affirmations', '/affirmations'),
    };
  const line = /confiden|brave|courage|ask/.test(text)
    ? 'I speak clearly about my worth, and I ask for what I have earned.'
    : /calm|peace|anxi|stress|worr/.test(text)
      ? 'I can take one calm step at a time, and one step is enough for today.'
      : 'Money comes to me through the value I create, and I welcome it.';
  return {
    topic: 'affirmations',
    text: `Here is one for you: “${line}” Say it slowly three times, out loud if you can, then take one small action today that matches it. An affirmation works best when you act on it. The Affirmations page has new ones for you every day.`,
    action: openPage('Open today’s affirmations', '/affirmations'),
  };
}

function meditationHow(message: string): CoachAnswer {
  if (/\b(binaural|beats|headphones)\b/.test(normalise(message)))
    return {
      topic: 'meditation-how',
      text: 'Binaural beats play a slightly different tone in each ear, and you hear a slow pulse at the difference between the two. They only work through headphones. Research on what they do is mixed, so treat them as a calm background that helps some people settle, not as a cure for anything. Try a session with the beats on and the volume low, then one without, and keep whichever leaves you calmer.',
      action: sessionAction('first-breath'),
    };
  return {
    topic: 'meditation-how',
    text: 'Start simple. Sit comfortably, set a timer for five minutes, and rest your attention on your breath at the nose or belly. When your mind wanders, and it will, notice where it went and come back to the breath without judging yourself: that return is the practice. Meditate at the same time each day, and add a minute or two each week. A guided session helps at first: Sunrise Breath takes eight minutes.',
    action: sessionAction('sunrise-breath'),
  };
}

function energy(context: CoachContext): CoachAnswer {
  const levels = context.days
    .slice(-7)
    .map((day) => day.energy)
    .filter((level): level is number => level !== null);
  const fact = levels.length
    ? `Your energy check-ins on ${levels.length} of the last 7 days average ${Math.round((10 * sum(levels)) / levels.length) / 10} out of 10.`
    : 'You have no energy check-ins in the last 7 days, so a daily one will show what lifts you.';
  return {
    topic: 'energy',
    text: `${fact} Low energy usually comes from sleep, food, movement or stress, so change one at a time: a ten-minute walk in daylight, water before coffee, and a proper lunch away from the screen. Notice how each check-in moves. If you feel drained for weeks, see a doctor.`,
    action: openPage('Check in your energy', '/energy'),
  };
}

function gratitude(): CoachAnswer {
  return {
    topic: 'gratitude',
    text: 'Gratitude sticks when it is specific. Each evening, write down three things that went well today and why, including one about money, such as a bill paid on time. Once a week, thank one person in a short message. Gratitude Ledger is a ten-minute guided session built on the same idea.',
    action: sessionAction('gratitude-ledger'),
  };
}

const BILLING =
  /\b(charged|double charged|billed|billing|invoice|receipt|payment (failed|declined|didn't go through)|card (was )?declined|refund)\b/;

/**
 * The plans as the pricing page defines them: limits from PLAN_LIMITS, lines from PLAN_FEATURES. A
 * question about a charge gets where to look: the coach sees no payments, so it claims none.
 */
function plans(message: string): CoachAnswer {
  if (BILLING.test(normalise(message)))
    return {
      topic: 'plans',
      text: 'I can’t see payments, so I can’t check a charge or refund one myself. The Pricing page shows your plan, the date it renews or ends, and a way to cancel. For a charge you did not expect, note its date and amount from your card statement and send them to the team behind this app: they can look it up in the payment records and refund a duplicate.',
      action: openPage('See your plan', '/pricing'),
    };
  const features = Object.values(PLAN_FEATURES);
  // "Advanced analytics" -> "advanced analytics", but "VIP status" keeps its capitals.
  const lower = (line: string) => line.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
  const added = (plan: 'pro' | 'premium', below: 'free' | 'pro') => {
    const lines = features.filter((feature) => feature[plan] && !feature[below]).map((f) => lower(f.line));
    return lines.length > 1 ? `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}` : (lines[0] ?? '');
  };
  const free = planById('free');
  const pro = planById('pro');
  const premium = planById('premium');
  return {
    topic: 'plans',
    text: `${free.name} (${free.price}) includes ${PLAN_LIMITS.free.affirmations} affirmations a day and ${plural(PLAN_LIMITS.free.goals ?? 0, 'goal')}. ${pro.name} (${pro.price}${pro.period}) adds unlimited affirmations, habit tracking, up to ${PLAN_LIMITS.pro.goals} goals, ${added('pro', 'free')}. ${premium.name} (${premium.price}${premium.period}) adds unlimited goals, ${added('premium', 'pro')}.`,
    action: openPage('Compare the plans', '/pricing'),
  };
}

function greeting(context: CoachContext): CoachAnswer {
  const today = context.days.at(-1);
  const fact =
    today && today.meditations > 0
      ? 'You have already meditated today.'
      : 'You have not meditated yet today.';
  return {
    topic: 'greeting',
    text: `Hi${context.firstName ? ` ${context.firstName}` : ''}. ${fact} Ask me about a goal, a habit, money worries, sleep or your practice, and I will answer from your own progress.`,
    action: null,
  };
}

/**
 * Feelings without a money question: care, one thing to do with the body now, a person, and where
 * help is if it deepens. No diagnosis and no promise; the session is free on every plan.
 */
function lowMood(context: CoachContext): CoachAnswer {
  return {
    topic: 'low-mood',
    text: [
      'I’m sorry it feels this heavy, and I’m glad you said it. You don’t have to fix it today.',
      'Start with your body: breathe in for a count of four and out for six, five times.',
      'Then reach out to one person you trust; a short message is enough.',
      'If this has lasted a couple of weeks or gets in the way of your days, a doctor or counsellor can help.',
      `And if it ever turns into thoughts of harming yourself, please talk to someone now. ${crisisLineSentence(context.timeZone)}`,
    ].join(' '),
    action: sessionAction('first-breath'),
  };
}

const THERAPY = /\b(therapy|therapist|counsell?ors?|counsell?ing|psychologist)\b/;

// After a crisis message, these would answer with a topic menu or small talk: the help comes again.
const GENTLE_AFTER_CRISIS = new Set<CoachTopic>([
  'unclear',
  'low-mood',
  'greeting',
  'thanks',
  'out-of-scope',
  // "What do I do now?" wants a person, not today's habit list.
  'motivation',
]);

const UNCLEAR =
  'I’m not sure I understood that. I can help with your goals (“How am I doing on my goals?”), money worries (“I’m short on rent, what can I do?”) or your practice (“How do I make meditation stick?”). Which would you like?';
const OUT_OF_SCOPE =
  'That is outside what I can help with. I’m your coach for money goals, habits, meditation and your daily practice. You could ask me which goal to focus on this week, how to stop overspending, or how to make meditation stick.';

/**
 * `afterCrisis`: one of the member's recent messages, within the day, was about suicide or
 * self-harm (domain/coach/after-crisis.ts decides).
 */
export function builtInAnswer(
  context: CoachContext,
  message: string,
  { afterCrisis = false }: { afterCrisis?: boolean } = {},
): CoachAnswer {
  const { topic, goal, habit } = classifyMessage(message, context);
  if (afterCrisis && GENTLE_AFTER_CRISIS.has(topic))
    return { topic: 'crisis', text: crisisFollowUp(context.timeZone), action: null };
  switch (topic) {
    case 'crisis':
      return { topic, text: crisisReply(context.timeZone), action: null };
    case 'medical':
      return {
        topic,
        text: BOUNDARY_REPLIES[THERAPY.test(normalise(message)) ? 'therapy' : 'medical'],
        action: null,
      };
    case 'legal':
      return { topic, text: BOUNDARY_REPLIES.legal, action: null };
    case 'investment':
      return { topic, text: BOUNDARY_REPLIES.investment, action: openPage('Set a savings goal', '/goals') };
    case 'goal':
      return aboutGoal(context, goal);
    case 'habit':
      return aboutHabit(context, habit);
    case 'streak':
      return aboutStreak(context);
    case 'skipped-practice':
      return skippedPractice(context, message);
    case 'money-stress':
      return moneyStress(message);
    case 'low-mood':
      return lowMood(context);
    case 'debt':
      return debt(context, message);
    case 'saving':
      return saving(context, message);
    case 'earning':
      return earning(context, message);
    case 'spending':
      return spending(message);
    case 'motivation':
      return motivation(context, message);
    case 'sleep':
      return sleep();
    case 'moon':
      return moon(context);
    case 'affirmations':
      return affirmations(message);
    case 'meditation-how':
      return meditationHow(message);
    case 'energy':
      return energy(context);
    case 'gratitude':
      return gratitude();
    case 'plans':
      return plans(message);
    case 'thanks':
      return {
        topic,
        text: 'You’re welcome. One small step today is enough; I’m here when you want to plan the next one.',
        action: null,
      };
    case 'greeting':
      return greeting(context);
    case 'out-of-scope':
      return { topic, text: OUT_OF_SCOPE, action: null };
    // The topics the learned model added (issue 40): their own replies come from their own helpers'
    // branches; until they are merged, the nearest existing answer, under the new topic's name.
    case 'practice-history':
      return { ...skippedPractice(context, message), topic };
    case 'problem-debt':
      return { ...debt(context, message), topic };
    case 'eviction':
      return { topic, text: BOUNDARY_REPLIES.legal, action: null };
    case 'gambling':
    case 'illegal-lending':
    case 'scam':
    case 'financial-abuse':
    case 'food-insecurity':
      return { ...moneyStress(message), topic };
    case 'unclear':
      return { topic, text: UNCLEAR, action: null };
  }
}
