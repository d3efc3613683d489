import type { CoachHelp } from './coach';
import { crisisHelpFor, dial } from './crisis-lines';
import { moneyHelpFor, type MoneyCrisisKind, type MoneyHelp } from './money-help';
import type { SafetyAnswer } from './safety';
import { listed } from './words';
import { normalise } from './normalise';

/**
 * Ways members write about money in crisis, on the normalised text (lower case, straight apostrophes,
 * no punctuation). Checked in this order, most specific first: a threatening lender is illegal
 * lending before it is debt, a partner who takes the pay is abuse before it is a budget.
 */
const LEXICON: readonly (readonly [MoneyCrisisKind, RegExp])[] = [
  [
    'illegal-lending',
    /\b(loan sharks?|unlicensed lender|illegal (lender|lending|loan)|(lender|lenders|guy i borrowed from|man i borrowed from|people i borrowed from|they|he) (is |are |keeps? )?(threaten|threatens|threatened|threatening)|threaten\w* (me|my family) (if|unless|over|about))\b/,
  ],
  [
    'financial-abuse',
    /\b((partner|husband|wife|boyfriend|girlfriend|spouse|ex) (takes|took|keeps|controls|control|has|holds|spends) (all )?(of )?(my|our) (money|pay|paycheck|paycheque|wages|salary|cards?|bank cards?|account|benefits)|(won'?t|doesn'?t|does not|will not) (let|allow) me (have|access|use|see|touch|get) (my |our |any )?(own )?(money|bank|cards?|account|pay)|(loans?|credit cards?|debts?) in my name (without|that i)|makes? me hand over (my )?(money|pay|wages|card))\b/,
  ],
  [
    'scam',
    /\b((double|triple|10x) (your|my) (money|savings|investment|bitcoin|crypto)|guaranteed (returns?|profits?)|get rich quick|(crypto|bitcoin|investment|trading|forex) (offer|opportunity|platform|pitch|scheme|mentor)|(send|pay|buy) (them |him |her )?(money |bitcoin |crypto )?(in |with )?gift cards?|pay a (fee|tax) to (release|unlock|withdraw)|(invest|investing) with (someone|a guy|a woman|a man|a stranger) (i met )?(online|on whatsapp|on instagram|on telegram|on facebook)|asked me to (send|invest|transfer) (money|bitcoin|crypto))\b/,
  ],
  [
    'gambling',
    /\b(gambl\w*|betting|casino|slot machines?|slots|sports ?bets?|scratch ?cards?|poker|roulette|(lost|blew|bet) (it |everything |all )?(all |my \w+ )?on (bets?|the horses|a bet))\b/,
  ],
  [
    'eviction',
    /\b(evict\w*|notice to quit|section 21|(kicking|throwing) (me|us) out|losing (my|our) (home|flat|apartment|house)|(about to be|going to be|will be|facing) homeless\w*|repossess\w*|foreclos\w*)\b/,
  ],
  [
    'food-insecurity',
    /\b(no food|nothing to eat|(no money|nothing left|can'?t afford|cannot afford|can'?t pay) (for )?(food|groceries|to eat)|(haven'?t|have not|not) eaten (in|for) (days|\w+ days)|skipping meals|(kids|children|we|i) (are |am |go )?(going )?hungry|food banks?)\b/,
  ],
  [
    'problem-debt',
    /\b(payday loans?|(loan|borrow\w*) to pay (off |back )?(a |another |the |my )?(loan|debt|payday)|can'?t (make|pay|afford) (the |my )?minimum (payments?)?|debt collectors?|bailiffs?|drowning in debt|debts? (is |are )?(out of control|spiralling|spiraling)|default notice|ccj)\b/,
  ],
];

/** The kind of money crisis a message is about, or null: the committed lexicon above. */
export function moneyCrisisKind(message: string): MoneyCrisisKind | null {
  const text = normalise(message);
  return LEXICON.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const named = (help: MoneyHelp) =>
  help.tel && help.tel !== help.name ? `${help.name} (${help.tel})` : help.name;

const contact = (help: MoneyHelp): CoachHelp =>
  help.tel
    ? { label: `Call ${help.name}: ${help.tel}`, tel: dial(help.tel) }
    : { label: help.name.charAt(0).toUpperCase() + help.name.slice(1), url: help.url };

/** The words for each kind: care first, the right kind of free help, and never a tip in its place. */
const WORDS: Readonly<
  Record<MoneyCrisisKind, { opening: string; where: (names: string) => string; elsewhere: string }>
> = {
  'problem-debt': {
    opening:
      'That sounds like a lot of pressure, and you don’t have to sort it out alone. Free, non-profit debt advisers help people in exactly this spot: they look at everything you owe, can talk to lenders with you and find a plan you can keep. Please don’t take another loan to pay this one.',
    where: (names) => `Free debt advice: ${names}.`,
    elsewhere:
      'A free, non-profit debt advice service near you (a citizens’ advice or consumer advice centre) can help.',
  },
  gambling: {
    opening:
      'Thank you for saying it; that takes courage, and many people find a way back from gambling losses with support. Please don’t try to win the money back. Blocking yourself from gambling sites and venues (self-exclusion) helps while you get support, and Gamblers Anonymous meets in many places.',
    where: (names) => `Free, confidential help: ${names}.`,
    elsewhere: 'Your country’s gambling helpline is free and confidential.',
  },
  'illegal-lending': {
    opening:
      'A lender who threatens you is breaking the law, and this isn’t yours to handle alone. Report them to the police.',
    where: (names) => `They help in confidence: ${names}.`,
    elsewhere: '',
  },
  scam: {
    opening:
      'That has the marks of a scam: real investments don’t promise to double or triple your money, and strangers don’t offer them by message. Please send nothing, no money, crypto, gift cards or codes, and stop replying. If you have already paid, call your bank now.',
    where: (names) => `Report it: ${names}.`,
    elsewhere: 'Report it to the police or your country’s fraud reporting service.',
  },
  'financial-abuse': {
    opening:
      'Thank you for telling me. Someone controlling your money is a form of abuse, financial abuse, and it isn’t your fault. A domestic abuse helpline can talk it through in confidence and help you plan.',
    where: (names) => `Free and confidential: ${names}.`,
    elsewhere: 'A domestic abuse helpline in your country can help, in confidence.',
  },
  'food-insecurity': {
    opening:
      'I’m sorry you’re facing this. Needing food is urgent, and asking for it is nothing to be ashamed of: food banks give food for free.',
    where: (names) => `Today: ${names}.`,
    elsewhere: 'A local food bank, a community centre or your council can help today.',
  },
  eviction: {
    opening:
      'Facing eviction is frightening, and there is often more time and more help than it seems. Get free advice before you leave or sign anything.',
    where: (names) => `Free housing advice: ${names}.`,
    elsewhere: 'A free legal aid service or a tenants’ advice centre near you can tell you where you stand.',
  },
};

/** The reply to a money crisis, naming the free help of the member's country as tap targets. */
export function moneyCrisisReply(kind: MoneyCrisisKind, country: string | null): SafetyAnswer {
  const help = moneyHelpFor(kind, country);
  const words = WORDS[kind];
  const own = help.length > 0 ? words.where(listed(help.map(named))) : words.elsewhere;
  const contacts = help.map(contact);
  // A threatening lender or an abusive partner can mean danger now: the emergency number comes too.
  const inDanger = kind === 'illegal-lending' || kind === 'financial-abuse';
  const emergency = inDanger ? crisisHelpFor(country).emergency : null;
  if (emergency) contacts.push({ label: `Emergency: ${emergency}`, tel: dial(emergency) });
  const danger = inDanger
    ? `If you are in danger, call ${emergency ?? 'your local emergency number'} now.`
    : '';
  return { text: [words.opening, own, danger].filter(Boolean).join(' '), help: contacts };
}
