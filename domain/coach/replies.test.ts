import { describe, expect, it } from 'vitest';
import { buildCoachContext, type CoachContext } from './coach';
import { evalContext } from './eval/eval-context';
import { builtInAnswer } from './replies';
import { checkModelReply } from './reply-check';
import { crisisReply } from './safety';
import { normalise } from './normalise';
import { classifyMessage, nameMatch } from './topics';
import { articleFor, shorten, wordCount } from './words';

describe('articleFor: the article as the number is spoken', () => {
  it.each([
    [1, 'a'],
    [3, 'a'],
    [8, 'an'],
    [11, 'an'],
    [18, 'an'],
    [80, 'an'],
    [83, 'an'],
    [100, 'a'],
    [110, 'a'],
    [800, 'an'],
    [11_000, 'an'],
    [18_500, 'an'],
    [111, 'a'],
  ] as const)('%i -> %s', (count, article) => expect(articleFor(count)).toBe(article));
});

describe('shorten and wordCount', () => {
  it('cuts a long title on a word and counts words', () => {
    expect(shorten('Update Emergency fund for the new roof and the car', 40)).toBe(
      'Update Emergency fund for the new roof…',
    );
    expect(shorten('Short', 40)).toBe('Short');
    expect(wordCount('  one two\nthree  ')).toBe(3);
  });
});

describe('crisis lines by time zone', () => {
  it.each([
    ['America/New_York', /988/],
    ['America/Los_Angeles', /988/],
    ['Pacific/Honolulu', /988/],
    ['America/Toronto', /988/],
    ['Europe/London', /116 123/],
    ['Europe/Dublin', /116 123/],
    ['Australia/Sydney', /13 11 14/],
    ['Pacific/Auckland', /1737/],
  ])('%s names %s', (zone, line) => expect(crisisReply(zone)).toMatch(line));

  it.each([
    ['America/Chicago', 'call 911 now'],
    ['America/Vancouver', 'call 911 now'],
    ['Europe/London', 'call 999 now'],
    ['Europe/Dublin', 'call 112 now'],
    ['Australia/Perth', 'call 000 now'],
    ['Pacific/Auckland', 'call 111 now'],
  ])('%s names the emergency number: %s', (zone, words) => expect(crisisReply(zone)).toContain(words));

  it('names no number it cannot stand behind, and always points to emergency help', () => {
    const reply = crisisReply('Asia/Bangkok');
    expect(reply).toContain('local emergency number');
    expect(reply).toContain('findahelpline.com');
    expect(reply).not.toMatch(/\d{3}/);
  });
});

describe('naming a goal or habit, tolerant of spelling and wording', () => {
  const words = (text: string) => normalise(text).split(' ');
  it.each([
    ['Emergency fund', 'how is my emergancy fund', 1],
    ['Pay off Visa card', 'paying off the visa card', 1],
    ['Read 10 pages', 'i keep forgeting to read', 0.5],
    ['Review budget', 'tell me a joke', 0],
    ['No-spend day', 'my no spend day', 1],
  ])('%s in "%s" -> %s', (title, message, match) => expect(nameMatch(title, words(message))).toBe(match));
});

describe('the three messages of a member a week in', () => {
  const context = evalContext();

  it('a skipped meditation: knows today’s two-minute meditation, offers a reminder', () => {
    const answer = builtInAnswer(context, 'I keep skipping my morning meditation. How can I make it stick?');
    expect(answer.topic).toBe('skipped-practice');
    expect(answer.text).toContain('You meditated today (2 minutes)');
    expect(answer.text).not.toMatch(/not meditated|moon|streak/i);
    expect(answer.action).toMatchObject({ kind: 'set-reminder' });
  });

  it('rent anxiety: about the $300 and the rent, with no moon and no goal', () => {
    const answer = builtInAnswer(
      context,
      "I'm anxious about money this month: rent is due and I'm $300 short. What should I do?",
    );
    expect(answer.topic).toBe('money-stress');
    expect(answer.text).toContain('You need $300 before rent is due.');
    expect(answer.text).not.toMatch(/moon|Waning|Emergency fund|streak/);
    expect(answer.action).toMatchObject({ kind: 'start-session', sessionId: 'sunrise-breath' });
  });

  it('the emergency fund: names that goal with its true figures and a weekly step', () => {
    const answer = builtInAnswer(
      context,
      'How am I doing on my emergency fund goal, and what should I focus on this week?',
    );
    expect(answer.text).toBe(
      "Your 'Emergency fund' goal is 40% done ($2,000 of $5,000) with 41% of its time gone and 107 days left. You are about on schedule; $188 a week reaches it on time. This week, set that amount aside on payday, ideally by automatic transfer, and update the goal when you do.",
    );
    expect(answer.action).toEqual({
      kind: 'update-goal',
      label: 'Update Emergency fund',
      href: '/goals',
      goalId: 'goal-emergency',
    });
  });
});

describe('the built-in coach with nothing to go on', () => {
  const empty = buildCoachContext(
    'me',
    {
      today: '2026-03-15',
      now: new Date('2026-03-15T12:00:00Z'),
      timeZone: 'UTC',
      firstName: null,
      moonPhase: null,
      practiceStreak: null,
    },
    { goals: [], habits: [], lastMeditation: null, practice: [], checkIns: [] },
  );
  it.each([
    ['How are my goals?', 'You have no open goals yet'],
    ['How are my habits?', 'You are not tracking any habits yet'],
    ['I keep skipping meditation', 'There is no meditation in your last 14 days'],
    ['What does the moon say?', 'The Astrology page shows today’s sky'],
  ])('%s -> says so plainly', (message, phrase) => {
    expect(builtInAnswer(empty, message).text).toContain(phrase);
  });

  it('says when it does not understand and offers three topics', () => {
    const answer = builtInAnswer(empty, 'zzz');
    expect(answer.topic).toBe('unclear');
    expect(answer.text).toMatch(/not sure I understood/);
    expect(answer.text.match(/“/g)).toHaveLength(3);
  });

  it('a crisis is found before any other topic, even beside money words', () => {
    expect(classifyMessage('I owe so much money I want to end my life', empty).topic).toBe('crisis');
  });
});

describe('checking a chat model’s answer against the member’s facts', () => {
  const context = evalContext();
  const message = 'How is my emergency fund?';
  it.each([
    ['Your emergency fund is 40% done; about $188 a week gets you there. Automate it on payday.', []],
    ['Your emergency fund is 55% done. Keep going!', ['wrong-percentage']],
    ['You have saved $2,500 so far.', ['wrong-amount']],
    ['Your budget review is on a 8-day streak.', ['grammar']],
    ['Your budget review is on a 12-day streak.', ['wrong-streak']],
    ['You have not meditated today, so start with five minutes.', ['wrong-meditation']],
    ['No AI model is set up on this server, but here is a tip.', ['operator-words']],
    [Array.from({ length: 130 }, () => 'word').join(' '), ['too-long']],
    ['   ', ['empty']],
  ] as const)('%s -> %j', (reply, problems) => {
    expect(checkModelReply(reply, context, message)).toEqual(problems);
  });

  it('lets the member’s own figures be repeated', () => {
    expect(checkModelReply('Start with the $300 for rent.', context, "I'm $300 short on rent")).toEqual([]);
  });
});

describe('replies that fit what the goal or the sky is', () => {
  it('an income goal moves by paid work, not by setting money aside', () => {
    const answer = builtInAnswer(evalContext(), 'How is my side income goal going?');
    expect(answer.topic).toBe('goal');
    expect(answer.text).toContain('pick one paid task');
    expect(answer.text).not.toContain('set that amount aside');
  });

  it('names the phase in plain English and speaks of tradition, not of what members do', () => {
    const answer = builtInAnswer(evalContext(), 'What does the moon mean for me today?');
    expect(answer.text).toContain('The moon is a waning crescent today.');
    expect(answer.text).toContain('Traditionally');
    expect(answer.text).not.toMatch(/many members/i);
  });

  it('a therapy question gets encouragement, not the medication line', () => {
    const answer = builtInAnswer(evalContext(), 'Should I see a therapist for my anxiety?');
    expect(answer.topic).toBe('medical');
    expect(answer.text).toContain('Talking with a therapist is a good step');
    expect(answer.text).not.toContain('medication');
  });
});

describe('what to do today, from the day so far', () => {
  const today = (change: (context: CoachContext) => void) => {
    const context = evalContext();
    change(context);
    return builtInAnswer(context, 'What should I do today?');
  };

  it.each([
    [
      'nothing done yet: meditation first, then the open habit, then the rituals',
      (context: CoachContext) => {
        const day = context.days.at(-1);
        if (day) Object.assign(day, { meditations: 0, meditationMinutes: 0, rituals: 0 });
      },
      /^Here is today in small steps: a five-minute meditation .*, tick off 'No-spend day', then open today’s rituals/,
      'start-session',
    ],
    [
      'meditated and a ritual done: only the open habit',
      (context: CoachContext) => {
        const day = context.days.at(-1);
        if (day) Object.assign(day, { rituals: 1 });
      },
      /^Here is today in small steps: tick off 'No-spend day'\. /,
      'open-page',
    ],
    [
      'everything done: says so, and offers the journal',
      (context: CoachContext) => {
        const day = context.days.at(-1);
        if (day) Object.assign(day, { rituals: 1 });
        for (const habit of context.habits) habit.doneThisPeriod = true;
      },
      /^You have meditated, done a ritual and ticked off every habit that is due/,
      'open-page',
    ],
  ] as const)('%s', (_name, change, text, kind) => {
    const answer = today(change);
    expect(answer.topic).toBe('motivation');
    expect(answer.text).toMatch(text);
    expect(answer.action?.kind).toBe(kind);
  });
});

describe('a day away, asked ahead: yes or no first, from the rest days and freezes she has', () => {
  it.each([
    [4, 1, /^Yes, if you mark tomorrow as a rest day: you have 4 left this month/, /1 streak freeze banked/],
    [1, 0, /^Yes, if you mark tomorrow as a rest day: you have 1 left this month/, /no streak freeze banked/],
    [0, 2, /^Yes: a streak freeze covers a single missed day, and you have 2 banked\./, /no rest days left/],
    [0, 0, /^Not as things stand: .* ends your 6-day streak\./, /First Breath/],
  ] as const)('%i rest days left, %i freezes', (restDaysLeft, freezesBanked, first, then) => {
    const context = evalContext();
    context.practiceStreak = { days: 6, freezesBanked, restDaysLeft };
    const answer = builtInAnswer(context, "Is my streak safe if I miss tomorrow? I'm travelling");
    expect(answer.topic).toBe('streak');
    expect(answer.text).toMatch(first);
    expect(answer.text).toMatch(then);
  });

  it('with no streak running, says nothing is at stake', () => {
    const context = evalContext();
    context.practiceStreak = { days: 0, freezesBanked: 0, restDaysLeft: 4 };
    expect(builtInAnswer(context, 'Is my streak safe if I miss tomorrow?').text).toMatch(
      /^There is no practice streak running yet/,
    );
  });

  it('on the last day of a month, tomorrow’s rest days are a new month’s', () => {
    const context = { ...evalContext(), today: '2026-03-31' };
    context.practiceStreak = { days: 6, freezesBanked: 0, restDaysLeft: 0 };
    expect(builtInAnswer(context, 'Will I lose my streak if I skip tomorrow?').text).toMatch(
      /^Yes, if you mark tomorrow as a rest day: rest days count per month, and tomorrow starts a new one\./,
    );
  });
});

describe('practice history: facts from the log, the yes or no first', () => {
  it.each([
    ['Did I meditate today?', /^Yes\. Your last meditation was today at 09:12/],
    ['Did I meditate yesterday?', /^No\. Your last meditation/],
    ['Have I meditated this week?', /^Yes\. /],
    ['When did I last meditate?', /^Your last meditation was today at 09:12, 2 minutes ago/],
  ])('%s', (message, text) => {
    const answer = builtInAnswer(evalContext(), message);
    expect(answer.topic).toBe('practice-history');
    expect(answer.text).toMatch(text);
  });

  it('an older session is named by its day, with a session to start today', () => {
    const context = evalContext();
    context.lastMeditation = {
      title: 'Night Tide',
      minutes: 30,
      day: '2026-03-13',
      time: '22:40',
      minutesAgo: 2000,
    };
    for (const day of context.days.slice(-2)) Object.assign(day, { meditations: 0, meditationMinutes: 0 });
    const answer = builtInAnswer(context, 'Did I meditate today?');
    expect(answer.text).toMatch(
      /^Not yet today\. Your last meditation was on Friday, March 13 at 22:40: 30 minutes of Night Tide\./,
    );
    expect(answer.action).toMatchObject({ kind: 'start-session' });
  });
});
