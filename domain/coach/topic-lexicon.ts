import type { LearnedTopic } from './topics';

/**
 * Words that hint at a topic, matched on normalised text (domain/coach/normalise.ts). They are not a
 * router: each hint is one more feature of the learned topic model (domain/coach/model/features.ts),
 * which learns from the labelled set how much each is worth. They carry what twenty examples of a
 * topic cannot: drug names, investment words, the vocabulary of gambling or eviction.
 */
const HINTS: { topic: LearnedTopic; pattern: RegExp }[] = [
  {
    topic: 'medical',
    pattern:
      /\b(antidepressants?|medication|medicine|meds|pills?|prescri\w*|diagnos\w*|dose|dosage|doctor|therapist|psychiatrist|symptoms?|pregnan\w*|blood pressure|adhd|bipolar|disorder|supplements?|chest pains?|migraines?|therapy|counsell?ors?|counsell?ing|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|xanax|ativan|lorazepam|klonopin|valium|adderall|ritalin|lithium|wellbutrin|bupropion|melatonin|ssris?|ibuprofen|tylenol|paracetamol)\b/,
  },
  {
    topic: 'legal',
    pattern:
      /\b(lawyer|attorney|legal(ly)?|illegal|sue|suing|sued|lawsuit|court|evict\w*|tenant rights|contract|divorce|custody|bankruptcy|tax audit|irs|hmrc|will and testament|notice to (leave|vacate|quit)|\d+ days?'? notice|kick(ing|ed)? (me|us) out|separat(ing|ed|ion)|debt collectors?|collection agenc\w*|is (that|this|it) (even )?(allowed|legal)|can (he|she|they) (do that|legally)|my rights)\b/,
  },
  {
    topic: 'investment',
    pattern:
      /\b(invest\w*|stocks?|shares|crypto\w*|bitcoin|btc|ethereum|etfs?|index funds?|portfolio|trading|day trad\w*|forex|401 ?k|roth|ira|dividends?|options trading|meme ?coins?|coins?|gold|silver|s ?p ?500|s and p|real estate)\b/,
  },
  // Asking where to put money outweighs a goal named in the same breath ("my emergency fund into an ETF").
  {
    topic: 'investment',
    pattern:
      /\b(should i (put|move|buy|get in|invest)|(into|in) (an? )?(etfs?|index funds?|stocks?|crypto|bitcoin|gold|s p 500))\b/,
  },
  {
    topic: 'skipped-practice',
    pattern:
      /\b(skip\w*|miss(ed|ing)?|forg[eo]t\w*|fell off|fallen off|falling off|drop(ped)? off|haven't (been )?(meditat\w*|done|practi[cs]\w*)|can't (stick|keep up)|make it stick|stick (to|with) it)\b/,
  },
  {
    topic: 'skipped-practice',
    pattern: /\b(meditat\w*|rituals?|practi[cs]e|sessions?|check ?ins?)\b/,
  },
  {
    topic: 'money-stress',
    pattern:
      /\b(anxious|anxiety|stress\w*|worr\w*|panic\w*|scared|afraid|overwhelm\w*|freaking out|desperate|struggling)\b/,
  },
  // Feelings on their own are about the member, not the money: with a bill or a debt in the same
  // message, those words add up and the money topic wins.
  {
    topic: 'low-mood',
    pattern:
      /\b(sad|sadness|lonely|loneliness|depressed|depression|hopeless|worthless|miserable|unhappy|heartbroken|grief|grieving|cry|cried|crying|in tears|panic attacks?|anxious|anxiety|overwhelmed|scared|nobody cares|no one cares|so alone|all alone|feel(ing)? (so |really |very |a bit |kind of )?(down|low|empty|numb|alone|lost|awful|terrible|like a failure))\b/,
  },
  {
    topic: 'money-stress',
    pattern:
      /\b(rent|bills?|broke|short|afford|paycheck|payday|overdraft|overdrawn|utilities|groceries|make ends meet|living paycheck)\b/,
  },
  { topic: 'money-stress', pattern: /\b(money|cash|finances?|financial)\b/ },
  {
    topic: 'money-stress',
    pattern:
      /\b((money|cash|things|budget|finances) (is|are) (so |really |very )?(tight|tough|hard)|tight (month|budget))\b/,
  },
  // A joke about the bank balance is money stress, not sadness.
  {
    topic: 'money-stress',
    pattern:
      /\b(bank account|bank balance|wallet|account|bank) (is|was|keeps) (crying|dying|dead|empty|screaming)\b/,
  },
  {
    topic: 'money-stress',
    pattern: /\b(fight|fighting|argue|arguing|argument\w*) (about|over) money\b/,
  },
  {
    topic: 'debt',
    pattern:
      /\b(debts?|credit cards?|loans?|owe|owing|interest rates?|minimum payments?|pay (it |this |them )?off|paying (it |this |them )?off|payoff|mortgage|collections|balance transfer|snowball|avalanche)\b/,
  },
  // "Pay off the card or build the fund first?" is a debt question, whichever goal it names.
  {
    topic: 'debt',
    pattern:
      /\b(pay(ing)? (off|down)\b.* or (save|saving|build\w*|emergency)|(save|saving|build\w*)\b.* or pay(ing)? (off|down))\b/,
  },
  {
    topic: 'saving',
    pattern:
      /\b(save|saving|savings|saved|emergency fund|rainy day|nest egg|(put|putting|set|setting) (some )?(money |cash )?(aside|away)|stash)\b/,
  },
  {
    topic: 'earning',
    pattern:
      /\b(raise|salary|income|earn\w*|side hustle|side gig|job|jobs|career|promotion|interview\w*|freelanc\w*|clients?|business|negotiat\w*|pay rise|get paid|paid more|make more money|hired|boss)\b/,
  },
  {
    topic: 'earning',
    pattern:
      /\b(compar\w* (myself|me|us)|jealous|envy|envious|richer than (me|us)|(friends?|people|they) (earn|make|have) (more|so much))\b/,
  },
  {
    topic: 'spending',
    pattern:
      /\b(spend\w*|spent|shopping|impulse\w*|budget\w*|take ?out|takeaway|splurg\w*|buying|bought|subscriptions|overspend\w*|wast\w* money|amazon|eating out|doordash|uber ?eats|food delivery|ordering (food|in|takeout))\b/,
  },
  { topic: 'spending', pattern: /\b(keep|kept) (ordering|buying)\b/ },
  {
    topic: 'motivation',
    pattern:
      /\b(motivat\w*|unmotivated|lazy|procrastinat\w*|give up|giving up|discipline\w*|consisten\w*|can't get started|stuck|no drive|keep going|momentum|push myself|willpower)\b/,
  },
  {
    topic: 'sleep',
    pattern:
      /\b(sleep\w*|asleep|insomnia|bedtime|awake at night|wake up at night|nightmares?|racing thoughts|at night)\b/,
  },
  {
    topic: 'motivation',
    pattern:
      /\b(what (should|do|can) i do (today|now|next)|where (do|should) i start|what now|what's next)\b/,
  },
  { topic: 'goal', pattern: /\b(goals?|targets?|on track|deadline|manifest\w*)\b/ },
  { topic: 'goal', pattern: /\b(focus on this week|what should i focus on)\b/ },
  { topic: 'habit', pattern: /\b(habits?|routines?)\b/ },
  { topic: 'streak', pattern: /\bstreaks?\b/ },
  {
    topic: 'moon',
    pattern:
      /\b(moon|lunar|waning|waxing|crescent|gibbous|astrolog\w*|retrograde|planets?|zodiac|horoscope|cosmic|stars|mercury|venus|jupiter|saturn|eclipse|auspicious|best (day|time) to)\b/,
  },
  { topic: 'affirmations', pattern: /\b(affirm\w*|mantras?|positive self talk|self talk)\b/ },
  {
    topic: 'meditation-how',
    pattern:
      /\b(how (do|can|should) i (actually |even |properly )?meditate|how to meditate|new to meditat\w*|beginner|learn to meditate|never meditated|which meditation|what meditation|breathing (technique|exercise)s?|mind wanders|wandering mind|sit still|best time (of day )?to meditate|how long (should|do) i (meditate|sit)|\d+ minutes?( of meditation)?( a day)? enough|visuali[sz]\w*|fall asleep (every time |when |while )?(i )?meditat\w*)\b/,
  },
  { topic: 'meditation-how', pattern: /\bmeditat\w*\b/ },
  { topic: 'meditation-how', pattern: /\b(binaural|beats|headphones)\b/ },
  {
    topic: 'energy',
    pattern:
      /\b(energy|energi[sz]ed|drained|exhausted|tired|fatigue\w*|low vibe|vibration|frequency|burn(ed|t)? ?out|sluggish|no energy|worn out|check ?in)\b/,
  },
  {
    topic: 'gratitude',
    pattern: /\b(gratitude|grateful|thankful|appreciat\w* (what|the|my|life))\b/,
  },
  {
    topic: 'plans',
    pattern:
      /\b(premium|pro plan|free plan|plans?|pricing|price|upgrade|downgrade|refund|cancel my (plan|subscription)|my subscription|what do i get|what's included|included in)\b/,
  },
  {
    topic: 'plans',
    pattern:
      /\b(charged|double charged|billed|billing|invoice|receipt|payment (failed|declined|didn't go through)|card (was )?declined|renew\w*)\b/,
  },
  {
    topic: 'thanks',
    pattern:
      /^(thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it)\b|\b(thank (you|u)|ty|thx|tysm)\b/,
  },
  {
    topic: 'greeting',
    pattern: /^(hi+|hello+|hey+|hiya|heya|howdy|yo|good (morning|afternoon|evening)|morning|evening)\b/,
  },
  {
    topic: 'out-of-scope',
    pattern:
      /\b(weather|forecast|poem|poetry|recipe|cook|football|soccer|basketball|nba|nfl|joke|capital of|translate|code|coding|python|javascript|homework|essay|movie|film|song|lyrics|news|president|election|politic\w*|write me a story|lottery numbers|who won|sql|spreadsheet formula|will it rain)\b/,
  },
  {
    topic: 'practice-history',
    pattern:
      /\b(when did i (last|first)|last time i|how many (times|sessions|minutes|days)|how (often|much) (have|did) i|did i (meditate|do|practi[cs]e|check in|journal)|my (history|log|sessions|check ?ins) (from|this|last)|show me my|this (week|month) so far|since (monday|last week|the start))\b/,
  },
  {
    topic: 'problem-debt',
    pattern:
      /\b(payday loans?|loan to (pay|cover) (a |my |another |the )?(loan|debt)|another loan|maxed out|garnish\w*|bailiffs?|debt collectors?|collectors?|default\w*|arrears|can't (pay|make) (the |my )?(minimum|repayments?|payments?)|drowning in debt|(ccj|county court)|bankrupt\w*|iva)\b/,
  },
  {
    topic: 'gambling',
    pattern:
      /\b(gambl\w*|bet|bets|betting|bookies?|bookmakers?|casino|slots?|poker|roulette|blackjack|scratch cards?|lottery tickets?|sports ?book|parlays?|spins?|win it back|chasing (my )?losses|odds)\b/,
  },
  {
    topic: 'illegal-lending',
    pattern:
      /\b(loan sharks?|lender\w* (threat\w*|came|knows|turned up)|(threaten\w*|hurt|break) (me|my legs|my family)|cash in hand loan|took my (bank )?card (as|for)|unlicensed|doorstep lender|interest (every|each) week|pay (him|them) back or)\b/,
  },
  {
    topic: 'scam',
    pattern:
      /\b(scam\w*|too good to be true|guaranteed (returns?|profit)|(double|triple|10x) (my|your) (money|savings)|crypto (coach|mentor|offer)|sent (me )?a (link|dm|text|message) about|investment (offer|opportunity) (by|on|from)|whatsapp|telegram|dm(ed|s)?|gift cards?|wire (the )?money|fee to (release|unlock)|recovery fee|pig butcher\w*|romance)\b/,
  },
  {
    topic: 'financial-abuse',
    pattern:
      /\b((partner|husband|wife|boyfriend|girlfriend|ex|he|she) (takes|took|controls|keeps|won't let me (have|see|use)|checks) (my|all my|our) (money|pay|paycheck|wages|salary|cards?|account|bank)|allowance from (him|her|my (husband|wife|partner))|(not|never) allowed (to )?(my own|any) money|in my name without|took out (a loan|credit|cards?) in my name|controls? (all )?(the|our) money)\b/,
  },
  {
    topic: 'food-insecurity',
    pattern:
      /\b(no food|food banks?|nothing to eat|can't afford (food|groceries|to eat)|skip(ping|ped)? meals|hungry|haven't eaten|feed (my|the) (kids|children|family)|empty (fridge|cupboards?)|food stamps|snap benefits|until (friday|payday) (with|without) (no )?food|living on (noodles|rice))\b/,
  },
  {
    topic: 'eviction',
    pattern:
      /\b(evict\w*|eviction|notice to (leave|vacate|quit)|section 21|\d+ days?'? notice|kick(ing|ed)? (me|us) out|lose (my|our) (home|flat|apartment|house)|homeless\w*|bailiffs (are )?coming|landlord (wants|is) (me|us) out|repossess\w*|foreclos\w*|behind on (rent|the mortgage))\b/,
  },
  // Money in crisis: the words around each kind, beyond its name (a second hint adds weight).
  {
    topic: 'problem-debt',
    pattern:
      /\b(out of control|ignoring the letters|enforcement agents?|debt management plan|consolidation loan|missed (\w+ )?(months? of )?(mortgage )?payments|behind on (\w+ ?,? ?){1,4}(and|loans?)|balance only goes up|more than i can pay|call(s|ing)? (me )?\w+ times a day|\$\d+k? (in|of) debt|payments are failing)\b/,
  },
  {
    topic: 'illegal-lending',
    pattern:
      /\b((person|guy|man|lender|he|they) (i owe|i borrowed from)|lend(ing)? (me )?money without a licen[cs]e|keeps my (passport|bank card|id)|(dangerous|scary) man|loan guy|work for him to pay|(pictures|photos) of my (car|house|kids)|knows where (i live|my kids))\b/,
  },
  {
    topic: 'scam',
    pattern:
      /\b(legit|promise[sd]? \d+%|get rich|trading (group|platform|signals?)|signals|won a (lottery|prize)|never entered|account is compromised|transfer everything|receive packages|pay (for training )?before the (job|work) starts|upfront|itunes|gift cards|met online|dating match|looks like (his|hers|my boss)|with a link|toll fee|arrested unless)\b/,
  },
  {
    topic: 'financial-abuse',
    pattern:
      /\b((partner|husband|wife|he|she) (makes|made) me (hand over|sign|give)|hand over my (card|pay|wages)|takes my (benefit|benefits|wages|pay|money)|changed the (online )?banking password|checks every receipt|punishes me|hides the (bank )?statements|(keeps|kept) everything|without telling me|in my name|save secretly to leave|to leave him|to leave her|(gives|give) me \$\d+ a week|the money is his|the money is hers|blamed me|says it's my fault|afraid to ask (my )?(husband|wife|partner) for money)\b/,
  },
  {
    topic: 'food-insecurity',
    pattern:
      /\b(free food|free school meals|skip (dinner|lunch|breakfast|meals)|only eat once a day|isn't eating|not eating to save|(fridge|pantry|cupboard)s? (is |are )?(empty|bare)|rent or food|feed (three|four|five|\d+) of us|afford (enough )?food|can't afford to eat|give my portion)\b/,
  },
];

/** Each topic whose hint words a normalised message uses, once per matching hint. */
export function topicHints(normalised: string): LearnedTopic[] {
  return HINTS.filter(({ pattern }) => pattern.test(normalised)).map(({ topic }) => topic);
}
