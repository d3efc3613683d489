import type { CoachContext, CoachGoal, CoachHabit } from './coach';

/**
 * What a member's message is about, for the built-in coach (docs/coach.md). Safety topics come first:
 * a crisis is answered before anything else, and medical, legal and investment questions get a
 * boundary even when they also mention money.
 */
export const COACH_TOPICS = [
  'crisis',
  'medical',
  'legal',
  'investment',
  'goal',
  'habit',
  'practice-history',
  'skipped-practice',
  'money-stress',
  'debt',
  'saving',
  'earning',
  'spending',
  'motivation',
  'low-mood',
  'sleep',
  'streak',
  'moon',
  'affirmations',
  'meditation-how',
  'energy',
  'gratitude',
  'plans',
  'thanks',
  'greeting',
  'out-of-scope',
  'unclear',
] as const;
export type CoachTopic = (typeof COACH_TOPICS)[number];

export type Classified = {
  topic: CoachTopic;
  /** The goal or habit the message names, when it names one. */
  goal: CoachGoal | null;
  habit: CoachHabit | null;
};

/** Lower case, straight apostrophes, no punctuation but $ and ', single spaces. */
export function normalise(message: string): string {
  return message
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[^a-z0-9$' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Ways members say they are thinking of suicide or self-harm, on the normalised text (lower case,
// straight apostrophes, no punctuation). A miss costs far more than a false alarm, so hopeless
// phrasings without a stated plan count too ("no point in living", "i can't go on"); figures of speech
// about money ("my debt is killing me") do not match any of them.
const CRISIS_PHRASES = [
  'kill(ing)? my ?self|kms|suicid\\w*|self ?harm\\w*',
  '(hurt|hurting|cut|cutting|harm|harming|burn|burning) my ?self',
  '(hang|hanging|shoot|shooting|drown|drowning) my ?self|slit(ting)? my wrists?',
  '(jump|jumping) (off|from|in front of) (a|the) (bridge|building|roof|train)',
  '(take|taking|swallow|swallowing) (all|a bottle) (of )?(my )?(pills|meds|tablets)|overdos\\w*',
  'end(ing)? (my|it) (own )?life|take my (own )?life|end(ing)? it all',
  'end(ing)? (things|everything)(?! with)|want (it all|everything) to (stop|end)',
  'want(ed)? to die|wanna die|wish i (was|were) dead|better off dead',
  "(better off|happier|easier) (without me|if i (was|were|wasn't|weren't|was not|were not) (gone|dead|here|around)|with me gone)",
  "(and|to) (not|never) wake up|(hope|wish) i (don't|do not|dont|never) wake up|never wake up again",
  'tired of (living|life|being alive|existing)|cutting (myself )?again|relapsed? (on|into) (self ?harm\\w*|cutting)',
  'painless way to (go|die|end it)|how (to|can i|do i) (kill|end) (myself|my life|it all)|ways? to (die|end it)',
  'goodbye (letters?|notes?)|suicide notes?|saying goodbye to (everyone|everybody|my family)',
  '(saving|saved|stockpil\\w*|hoard\\w*|collecting) (up )?(my |some )?(sleeping )?(pills|meds|tablets)',
  "(don't|do not|dont|can't|cannot|cant) see (the|any) point( anymore| any more| in (anything|living|life|going on))",
  "what'?s the point (of|in) (living|life|anything|going on)",
  "(don't|do not|dont) want to (be here|be alive|wake up|exist)|wish i (didn't|did not) exist",
  "(don't|do not|dont) want to live( anymore| any more|$)",
  'wish i had never been born|want to disappear|not want to exist',
  'no (point|reason) (in |to )?(living|live|go on|going on|being alive|life)',
  "(life|living) (is not|isn't|isnt|is no longer|is not really) worth (living|it)|not worth living",
  "(can't|cannot|cant) go on( anymore| any more| living| like this|$)|give up on life",
];
const CRISIS = new RegExp(`\\b(${CRISIS_PHRASES.join('|')})\\b`);

/** Each topic's signals and their weights; the topic with the highest total wins. */
const SIGNALS: { topic: CoachTopic; pattern: RegExp; weight: number }[] = [
  {
    topic: 'medical',
    pattern:
      /\b(antidepressants?|medication|medicine|meds|pills?|prescri\w*|diagnos\w*|dose|dosage|doctor|therapist|psychiatrist|symptoms?|pregnan\w*|blood pressure|adhd|bipolar|disorder|supplements?|chest pains?|migraines?|therapy|counsell?ors?|counsell?ing|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|xanax|ativan|lorazepam|klonopin|valium|adderall|ritalin|lithium|wellbutrin|bupropion|melatonin|ssris?|ibuprofen|tylenol|paracetamol)\b/,
    weight: 4,
  },
  {
    topic: 'legal',
    pattern:
      /\b(lawyer|attorney|legal(ly)?|illegal|sue|suing|sued|lawsuit|court|evict\w*|tenant rights|contract|divorce|custody|bankruptcy|tax audit|irs|hmrc|will and testament|notice to (leave|vacate|quit)|\d+ days?'? notice|kick(ing|ed)? (me|us) out|separat(ing|ed|ion)|debt collectors?|collection agenc\w*|is (that|this|it) (even )?(allowed|legal)|can (he|she|they) (do that|legally)|my rights)\b/,
    weight: 4,
  },
  {
    topic: 'investment',
    pattern:
      /\b(invest\w*|stocks?|shares|crypto\w*|bitcoin|btc|ethereum|etfs?|index funds?|portfolio|trading|day trad\w*|forex|401 ?k|roth|ira|dividends?|options trading|meme ?coins?|coins?|gold|silver|s ?p ?500|s and p|real estate)\b/,
    weight: 4,
  },
  // Asking where to put money outweighs a goal named in the same breath ("my emergency fund into an ETF").
  {
    topic: 'investment',
    pattern:
      /\b(should i (put|move|buy|get in|invest)|(into|in) (an? )?(etfs?|index funds?|stocks?|crypto|bitcoin|gold|s p 500))\b/,
    weight: 2,
  },
  // Facts from the log, asked as a question: when, how many, how often.
  {
    topic: 'practice-history',
    pattern:
      /\b(when did i (last )?(meditat\w*|practi[cs]\w*|do (a|my) (session|meditation))|when was my last (session|meditation)|last time i meditated|did i (already )?meditate (today|yesterday)|have i (already )?meditated (today|this week)|how many (sessions|meditations|times have i meditated)|how (often|much) (have|did) i (meditat\w*|practi[cs]\w*)|how many minutes (have|did) i)\b/,
    weight: 5,
  },
  {
    topic: 'skipped-practice',
    pattern:
      /\b(skip\w*|miss(ed|ing)?|forg[eo]t\w*|fell off|fallen off|falling off|drop(ped)? off|haven't (been )?(meditat\w*|done|practi[cs]\w*)|can't (stick|keep up)|make it stick|stick (to|with) it)\b/,
    weight: 2,
  },
  {
    topic: 'skipped-practice',
    pattern: /\b(meditat\w*|rituals?|practi[cs]e|sessions?|check ?ins?)\b/,
    weight: 0.5,
  },
  {
    topic: 'money-stress',
    pattern:
      /\b(anxious|anxiety|stress\w*|worr\w*|panic\w*|scared|afraid|overwhelm\w*|freaking out|desperate|struggling)\b/,
    weight: 1.5,
  },
  // Feelings on their own are about the member, not the money: with a bill or a debt in the same
  // message, those words add up and the money topic wins.
  {
    topic: 'low-mood',
    pattern:
      /\b(sad|sadness|lonely|loneliness|depressed|depression|hopeless|worthless|miserable|unhappy|heartbroken|grief|grieving|cry|cried|crying|in tears|panic attacks?|anxious|anxiety|overwhelmed|scared|nobody cares|no one cares|so alone|all alone|feel(ing)? (so |really |very |a bit |kind of )?(down|low|empty|numb|alone|lost|awful|terrible|like a failure))\b/,
    weight: 3,
  },
  {
    topic: 'money-stress',
    pattern:
      /\b(rent|bills?|broke|short|afford|paycheck|payday|overdraft|overdrawn|utilities|groceries|make ends meet|living paycheck)\b/,
    weight: 2,
  },
  { topic: 'money-stress', pattern: /\b(money|cash|finances?|financial)\b/, weight: 1 },
  {
    topic: 'money-stress',
    pattern:
      /\b((money|cash|things|budget|finances) (is|are) (so |really |very )?(tight|tough|hard)|tight (month|budget))\b/,
    weight: 2,
  },
  // A joke about the bank balance is money stress, not sadness.
  {
    topic: 'money-stress',
    pattern:
      /\b(bank account|bank balance|wallet|account|bank) (is|was|keeps) (crying|dying|dead|empty|screaming)\b/,
    weight: 4,
  },
  {
    topic: 'money-stress',
    pattern: /\b(fight|fighting|argue|arguing|argument\w*) (about|over) money\b/,
    weight: 2,
  },
  {
    topic: 'debt',
    pattern:
      /\b(debts?|credit cards?|loans?|owe|owing|interest rates?|minimum payments?|pay (it |this |them )?off|paying (it |this |them )?off|payoff|mortgage|collections|balance transfer|snowball|avalanche)\b/,
    weight: 3,
  },
  // "Pay off the card or build the fund first?" is a debt question, whichever goal it names.
  {
    topic: 'debt',
    pattern:
      /\b(pay(ing)? (off|down)\b.* or (save|saving|build\w*|emergency)|(save|saving|build\w*)\b.* or pay(ing)? (off|down))\b/,
    weight: 3,
  },
  {
    topic: 'saving',
    pattern:
      /\b(save|saving|savings|saved|emergency fund|rainy day|nest egg|(put|putting|set|setting) (some )?(money |cash )?(aside|away)|stash)\b/,
    weight: 2.5,
  },
  {
    topic: 'earning',
    pattern:
      /\b(raise|salary|income|earn\w*|side hustle|side gig|job|jobs|career|promotion|interview\w*|freelanc\w*|clients?|business|negotiat\w*|pay rise|get paid|paid more|make more money|hired|boss)\b/,
    weight: 2.5,
  },
  {
    topic: 'earning',
    pattern:
      /\b(compar\w* (myself|me|us)|jealous|envy|envious|richer than (me|us)|(friends?|people|they) (earn|make|have) (more|so much))\b/,
    weight: 3,
  },
  {
    topic: 'spending',
    pattern:
      /\b(spend\w*|spent|shopping|impulse\w*|budget\w*|take ?out|takeaway|splurg\w*|buying|bought|subscriptions|overspend\w*|wast\w* money|amazon|eating out|doordash|uber ?eats|food delivery|ordering (food|in|takeout))\b/,
    weight: 2.5,
  },
  { topic: 'spending', pattern: /\b(keep|kept) (ordering|buying)\b/, weight: 1 },
  {
    topic: 'motivation',
    pattern:
      /\b(motivat\w*|unmotivated|lazy|procrastinat\w*|give up|giving up|discipline\w*|consisten\w*|can't get started|stuck|no drive|keep going|momentum|push myself|willpower)\b/,
    weight: 2.5,
  },
  {
    topic: 'sleep',
    pattern:
      /\b(sleep\w*|asleep|insomnia|bedtime|awake at night|wake up at night|nightmares?|racing thoughts|at night)\b/,
    weight: 3,
  },
  // Awake in the small hours: a sleep question even when the worry keeping them up is a bill.
  {
    topic: 'sleep',
    pattern:
      /\b(wak(e|es|ing) up (at|around|in the)|waking (at|around|in the)|awake (at|around|until)|up at [1-5] ?am|[1-5] ?am\b|middle of the night|lying awake|can'?t (get back to |fall )?sleep)/,
    weight: 4,
  },
  {
    topic: 'motivation',
    pattern:
      /\b(what (should|do|can) i do (today|now|next)|where (do|should) i start|what now|what's next)\b/,
    weight: 3,
  },
  { topic: 'goal', pattern: /\b(goals?|targets?|on track|deadline|manifest\w*)\b/, weight: 1.5 },
  { topic: 'goal', pattern: /\b(focus on this week|what should i focus on)\b/, weight: 1 },
  // "How is the visa payoff going?": a progress question, about the goal it names.
  { topic: 'goal', pattern: /\bhow (is|are) (my |the )?[a-z' ]{2,30} (going|coming along)\b/, weight: 1.5 },
  { topic: 'habit', pattern: /\b(habits?|routines?)\b/, weight: 1.5 },
  { topic: 'streak', pattern: /\bstreaks?\b/, weight: 3.5 },
  // A day away from the practice, asked ahead: the streak's rest days and freezes answer it.
  {
    topic: 'streak',
    pattern: /\b(rest days?|streak freezes?|freezes?)\b/,
    weight: 2,
  },
  // The member's own budget: take-home pay and a sum to put by is a saving plan, rent or not.
  {
    topic: 'saving',
    pattern: /\b(take home|take-home|takehome|net pay|after tax)\b/,
    weight: 1,
  },
  {
    topic: 'moon',
    pattern:
      /\b(moon|lunar|waning|waxing|crescent|gibbous|astrolog\w*|retrograde|planets?|zodiac|horoscope|cosmic|stars|mercury|venus|jupiter|saturn|eclipse|auspicious|best (day|time) to)\b/,
    weight: 3.5,
  },
  { topic: 'affirmations', pattern: /\b(affirm\w*|mantras?|positive self talk|self talk)\b/, weight: 3.5 },
  {
    topic: 'meditation-how',
    pattern:
      /\b(how (do|can|should) i (actually |even |properly )?meditate|how to meditate|new to meditat\w*|beginner|learn to meditate|never meditated|which meditation|what meditation|breathing (technique|exercise)s?|mind wanders|wandering mind|sit still|best time (of day )?to meditate|how long (should|do) i (meditate|sit)|\d+ minutes?( of meditation)?( a day)? enough|visuali[sz]\w*|fall asleep (every time |when |while )?(i )?meditat\w*)\b/,
    weight: 4,
  },
  { topic: 'meditation-how', pattern: /\bmeditat\w*\b/, weight: 0.5 },
  { topic: 'meditation-how', pattern: /\b(binaural|beats|headphones)\b/, weight: 3.5 },
  {
    topic: 'energy',
    pattern:
      /\b(energy|energi[sz]ed|drained|exhausted|tired|fatigue\w*|low vibe|vibration|frequency|burn(ed|t)? ?out|sluggish|no energy|worn out|check ?in)\b/,
    weight: 3,
  },
  {
    topic: 'gratitude',
    pattern: /\b(gratitude|grateful|thankful|appreciat\w* (what|the|my|life))\b/,
    weight: 3.5,
  },
  {
    topic: 'plans',
    pattern:
      /\b(premium|pro plan|free plan|plans?|pricing|price|upgrade|downgrade|refund|cancel my (plan|subscription)|my subscription|what do i get|what's included|included in)\b/,
    weight: 2,
  },
  {
    topic: 'plans',
    pattern:
      /\b(charged|double charged|billed|billing|invoice|receipt|payment (failed|declined|didn't go through)|card (was )?declined|renew\w*)\b/,
    weight: 2.5,
  },
  {
    topic: 'thanks',
    pattern:
      /^(thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it)\b|\b(thank (you|u)|ty|thx|tysm)\b/,
    weight: 3,
  },
  {
    topic: 'greeting',
    pattern: /^(hi+|hello+|hey+|hiya|heya|howdy|yo|good (morning|afternoon|evening)|morning|evening)\b/,
    weight: 2,
  },
  {
    topic: 'out-of-scope',
    pattern:
      /\b(weather|forecast|poem|poetry|recipe|cook|football|soccer|basketball|nba|nfl|joke|capital of|translate|code|coding|python|javascript|homework|essay|movie|film|song|lyrics|news|president|election|politic\w*|write me a story|lottery numbers|who won|sql|spreadsheet formula|will it rain)\b/,
    weight: 3,
  },
];

const STOP = new Set([
  'my',
  'the',
  'a',
  'an',
  'to',
  'of',
  'for',
  'and',
  'off',
  'on',
  'in',
  'at',
  'by',
  'with',
  'goal',
  'habit',
  'daily',
  'weekly',
  'monthly',
  'day',
  'every',
  'each',
  'new',
  'get',
  'do',
]);

/** Words of a title or message worth matching: no stop words, no bare numbers. */
const words = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOP.has(word) && !/^\$?\d+$/.test(word));

/** Drops a common ending so "paying" meets "pay" and "pages" meets "page". */
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '') || word;

/** At most `limit` edits apart (insert, delete, replace): "emergancy" is "emergency". */
function within(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return (previous[b.length] ?? limit + 1) <= limit;
}

function sameWord(a: string, b: string): boolean {
  if (a === b || stem(a) === stem(b)) return true;
  const shorter = Math.min(a.length, b.length);
  return shorter >= 5 && within(a, b, shorter >= 8 ? 2 : 1);
}

/** How much of a title the message names: 0 (not at all) to 1 (every word of it). */
export function nameMatch(title: string, messageWords: string[]): number {
  const titleWords = words(title);
  if (titleWords.length === 0) return 0;
  const found = titleWords.filter((word) =>
    messageWords.some((said) => sameWord(word, said) || (word.length >= 3 && said.startsWith(word))),
  );
  return found.length / titleWords.length;
}

function bestNamed<T extends { title: string }>(items: T[], messageWords: string[]) {
  let best: { item: T; match: number } | null = null;
  for (const item of items) {
    const match = nameMatch(item.title, messageWords);
    if (match >= 0.5 && (!best || match > best.match)) best = { item, match };
  }
  return best;
}

/** Below this total the message is not understood, and the coach says so. */
const UNDERSTOOD = 1.5;

export function classifyMessage(message: string, context: CoachContext): Classified {
  const text = normalise(message);
  const goal = bestNamed(context.goals, words(message));
  const habit = bestNamed(context.habits, words(message));
  if (CRISIS.test(text)) return { topic: 'crisis', goal: null, habit: null };
  const scores = new Map<CoachTopic, number>();
  const add = (topic: CoachTopic, weight: number) => scores.set(topic, (scores.get(topic) ?? 0) + weight);
  for (const signal of SIGNALS) if (signal.pattern.test(text)) add(signal.topic, signal.weight);
  // A named goal or habit outweighs the general words around it ("my emergency fund goal").
  // A goal or habit named in full outweighs the general words around it ("my emergency fund goal");
  // one word of a longer title ("budget" of "Review budget") only leans towards it.
  const namedWeight = (match: number) => (match === 1 ? 5 : 1 + 2 * match);
  if (goal) add('goal', namedWeight(goal.match));
  if (habit) add('habit', namedWeight(habit.match));
  let topic: CoachTopic = 'unclear';
  let best = 0;
  for (const candidate of COACH_TOPICS) {
    const score = scores.get(candidate) ?? 0;
    if (score > best) {
      best = score;
      topic = candidate;
    }
  }
  if (best < UNDERSTOOD) topic = 'unclear';
  return { topic, goal: goal?.item ?? null, habit: habit?.item ?? null };
}
