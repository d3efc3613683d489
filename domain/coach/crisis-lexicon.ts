/**
 * The second layer of the safety check (docs/coach.md, "The safety check"): explicit and implicit
 * signs of suicide or self-harm risk, matched on normalised text (domain/coach/normalise.ts: lower
 * case, straight apostrophes, no punctuation, text-speak written out). A miss costs far more than a
 * false alarm, so hopeless phrasings without a stated plan count too; figures of speech about money
 * ("this debt is killing me", "i'd kill for a holiday") match none of them. The same signs are
 * features of the learned models (domain/coach/model/features.ts).
 */
const CRISIS_SIGNS = [
  'explicit',
  'self-harm',
  'method',
  'pills',
  'heights',
  'finality',
  'burden',
  'giving-away',
  'goodbye',
  'not-waking',
  'worth-more-dead',
  'hopeless',
] as const;
export type CrisisSign = (typeof CRISIS_SIGNS)[number];

const NEG = "(don't|do not|didn't|never|can't|cannot)";

const PHRASES: Record<CrisisSign, string[]> = {
  explicit: [
    'kill(ing|ed)? (my|him|her|them) ?sel(f|ves)|(?<!(financial|career|social|political|professional|fashion|economic) )suicid\\w*(?! (for|to|on) (my|your|the|our) (budget|wallet|career|bank|finances|savings|credit))|end(ing)? (my|it) (own )?life|take my (own )?life|end(ing)? it all',
    'want(ed|ing)? to die(?! (of|laughing|from))|wish i (was|were) dead|better off dead|ready to die|going to die tonight',
    'end(ing)? (things|everything)(?! with)|want (it all|everything) to (stop|end)|end it (tonight|today|soon|now)',
    "(((going|want|plan(ning)?|decided) to|i'm|thinking (about|of)|considering) |^)end(ing)? it(?! with| off)",
  ],
  'self-harm': [
    'self ?harm\\w*|relapsed on sh|sh (urges?|again)|urge to (cut|sh|hurt my ?self)|cut (deep|deeper|my (wrists?|arms?|legs?|thighs?))|scratch(ing)? my (arms?|skin|legs?) (till|until) (it|they) bleeds?|(bang|banging|hit|hitting|punch|punching) my (head|self) (on|against|into) the wall|(hurt|hurting|cut|cutting|harm|harming|burn|burning|punish|punishing) my ?self',
    'cutting (my ?self )?again|relapsed? (on|into) (self ?harm\\w*|cutting)|(razor|blade)s? (on|to) my (arm|wrist|skin)',
  ],
  method: [
    '(hang|hanging|shoot(?! my ?self in the foot)|shooting(?! my ?self in the foot)|drown|drowning|poison|poisoning|starve|starving) my ?self|slit(ting)? my wrists?',
    'painless way to (go|die|end it)|how (to|can i|do i) (kill|end) (my ?self|my life|it all)|ways? to (die|end it)',
    'noose(?! (around|round) (my|our) neck)|(bought|got|have) a (rope|gun) (ready|for my ?self|to end)|the rope is in|(loaded|holding|cleaned) the gun and|engine (on|running) in the garage|in the garage with the engine',
    '(drive|driving|crash|crashing) (my car )?(into|off) (a|the) (wall|tree|cliff)|step in front of (a|the) (train|bus|truck|car)',
    'how (much|many) (pills|tablets|of my meds) (would|does it|to)|lethal dose|carbon monoxide|exhaust fumes',
  ],
  pills: [
    '(take|taking|swallow|swallowing|down|downing) (all|a (whole )?bottle|the whole (bottle|box|pack)) (of )?(my |the )?(sleeping )?(pills|meds|tablets)|overdos\\w*(?! on (coffee|caffeine|sugar|chocolate|netflix|tv|shopping))',
    '(took|taken|swallowed) (a lot of|a bunch of|loads of|all the|too many|everything in the (medicine|bathroom) cabinet)( my| the| sleeping)? ?(pills|meds|tablets|paracetamol)?|how many (sleeping )?(pills|tablets|paracetamol) (is|are) too many|packs of paracetamol',
    '(saving|saved|stockpil\\w*|hoard\\w*|collecting|counting) (up )?(all )?(my |some |the )?(sleeping )?(pills|meds|tablets)',
  ],
  heights: [
    '(jump|jumping|throw my ?self) (off|from|in front of) (a|the|that) (bridge|building|roof|train|cliff|balcony|car)(?! (before|rather than|than))',
    '(tallest|highest) (buildings?|bridges?|car parks?)|how high (does|do|should) (a|the) (building|bridge|fall)|reason not to jump|(walking|driving|going|heading) to the (river|bridge|cliffs?|tracks|train tracks) now|(bridge|river|tracks) (keeps|kept) calling|top of the car park and looked down',
    'stood on the (bridge|roof|ledge|edge)|(thinking|thought|think) (about|of) (the|that) (bridge|ledge|train tracks)|looking down from the (bridge|roof)',
  ],
  finality: [
    "this is my last (message|goodbye)|my last night alive|(won't|will not|not going to) be (here|around) (much longer|for long)",
    "(made|making) (my )?peace with (dying|it all|leaving)|everything is (sorted|arranged|in order) for when i'm gone",
    "(this is|it's) (goodbye|my last night)$|see you on the other side|(set|setting) my alarm for the last time|finish the job|(picked|chose|chosen|set) (a|the) (day|date)(?! for)|won't need (them|it|my savings|money|any of it)( anymore| any more| where i'm going)?$|that's it for me",
    "counting down the days$|scared of what i (might|will|could) do( to my ?self)?( tonight)?|(have|got) everything i need to do it|(putting|put|got) my affairs in order|(?<!(what|when) was my )last check ?in$|(you|anyone) won't hear from me again|i want to go where (he|she|they) (is|are)|(know|picked|chose) (exactly )?which bridge|holding a (knife|blade) (for|and)|end it without (it )?hurting|plan(ning)? my (own )?death",
    'made up my mind (to go|to end|about ending)|my plan to (die|end|go)|(have|got) a (plan|date) (to|for) (die|end|go)',
  ],
  burden: [
    "(better off|happier|easier|lighter) (without me|if i (was|were|wasn't|weren't|was not|were not) (gone|dead|here|around)|with me gone|once i'm gone)",
    "i'm (just )?a burden|being a burden|burden (to|on) (everyone|my family|them|you)|(nobody|no one) would (miss|notice|care)(?! (the|that|it)\\b| if i (skip|skipped|cancel|cancelled)\\b)|waste of (space|oxygen|air)|(they'll|they'd|they will|they would|everyone will|everyone would) (all )?be better off$|(grieve|be sad|cry) for a (bit|week|while|few days) and then|if i (was|were) (gone|dead)(?! for)|my death would (solve|fix|help|pay)|(if|when) i (wasn't|weren't|was not|am not) alive",
    "(wouldn't|won't|would not) (miss|notice) (me|if i (was|were) gone)|world (would be|is) better without me",
  ],
  'giving-away': [
    '(giving|gave|give) (away )?(all )?(my )?(stuff|things|belongings|possessions|dog|cat|pets?) away|giving (all )?my (stuff|things|belongings) (to|away)',
    "who (gets|will get|should get|will have) my (stuff|things|dog|cat)|look after my (dog|cat|kids|children|pets?) (when|after|once) i'm (gone|not here|not around)",
  ],
  goodbye: [
    'goodbye (letters?|notes?|messages?|videos?)(?! to (my )?(students|class|pupils|colleagues|team|coworkers))|suicide notes?|saying goodbye to (everyone|everybody|my family|you all)',
    // A farewell to everyone at once, in a coaching chat, is a goodbye to read as one.
    "^(goodbye|bye) (everyone|everybody|all|world|forever)$|^(so )?(this is|it'?s) goodbye$",
    '(letters?|notes?) (to|for) (everyone|everybody|each of them|my family (explaining|for when|in case|to read))',
    '(letter|note) for my (wife|husband|partner|mum|mom|dad|kids|family|children) (to find|on the (kitchen )?table)|(left|leaving) a (letter|note) for my (wife|husband|partner|mum|mom|dad|kids)(?! about| to remind| with)',
    '(tell|telling) (them|everyone|my (mum|mom|family|kids)) i (love|loved) them (one last|for the last)',
  ],
  'not-waking': [
    `(and|to) (not|never) wake up|(hope|wish) i ${NEG} wake up|never wake up again|not wake up (tomorrow|again)`,
    "go to sleep (forever|and not)|sleep forever(?! on| at the weekends?| haha| lol)|(hope|wish) i die in my sleep|(wouldn't|would not) mind if i (got hit|died|didn't wake)|hoping (for )?a (car|bus|truck|train) (to )?hit(s)? me|(hope|wish) (a|the) (car|bus|truck|train) hits me|(don't|do not) want to wake up",
  ],
  'worth-more-dead': [
    'worth more (to (them|my family|everyone|my kids) )?dead|more (valuable|useful) (to (them|my family|everyone) )?(dead|as a life insurance)|(fund|money|savings) is for my funeral|life insurance (would|will|could) (pay|cover|fix|sort|help|take care)',
    "insurance[a-z' ]{0,40} (if|when|once) i (die|was gone|were gone|'m gone|was dead|were dead|kill)",
  ],
  hopeless: [
    "(don't|do not|can't|cannot) see (the|any) point( anymore| any more|$| (of|in) (anything|living|life|going on|being here|being alive|trying))",
    "what's the point (of|in) (living|life|anything|going on|being alive|being here|me)",
    "(don't|do not) want to (be here|be alive|wake up|exist|live)( anymore| any more|$)|wish i (didn't|did not) exist",
    'wish i had never been born|want to disappear (forever|for good|permanently)|not want to exist',
    'no (point|reason) (in |to )?(living|live|go on|going on|being alive|life|being here|stay alive|staying alive)',
    "(life|living) (is not|isn't|is no longer|is not really|ain't) worth (living|it)|not worth living|tired of (living|life|being alive|existing)(?! (with|in|at|on|paycheck|pay ?cheque)\\b)",
    "(can't|cannot) go on( anymore| any more| living| like this|$)|give up on life|(done|finished) with (life|living)",
    "can't live with my ?self( anymore| any more)?|(i'd|i would) rather be dead|rather die[a-z' ]* (i mean it|literally|not joking|seriously)|wake up wishing i (hadn't|didn't|had not)|why do i keep waking up",
    'want (it|the pain|everything) to (stop|end) (forever|for good|permanently)|want out of (life|this life)',
  ],
};

const PATTERNS: ReadonlyMap<CrisisSign, RegExp> = new Map(
  CRISIS_SIGNS.map((sign) => [sign, new RegExp(`\\b(${PHRASES[sign].join('|')})\\b`)]),
);

/** The signs a normalised message shows, in the lexicon's order; empty when none. */
export function crisisSigns(normalised: string): CrisisSign[] {
  return CRISIS_SIGNS.filter((sign) => PATTERNS.get(sign)?.test(normalised) ?? false);
}
