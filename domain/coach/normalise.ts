/**
 * The first layer of the coach's understanding (docs/coach.md, "The safety check"): one spelling for
 * the many ways members type the same words, so the lexicon and the classifier see "im sooo done
 * wanna unalive" as "i'm so done want to kill". People in distress rarely write carefully.
 */

// Text-speak, contractions typed without the apostrophe, and misspellings seen in real messages.
// Keys are whole words of the lower-case text; values may be several words.
const SPELLINGS: Record<string, string> = {
  // Contractions without their apostrophe ("dont" is never the start of another word here).
  im: "i'm",
  ive: "i've",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  arent: "aren't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  aint: "ain't",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  youre: "you're",
  theyre: "they're",
  hows: "how's",
  // Text-speak.
  u: 'you',
  ur: 'your',
  r: 'are',
  y: 'why',
  ppl: 'people',
  idk: "i don't know",
  idc: "i don't care",
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  kinda: 'kind of',
  sorta: 'sort of',
  lemme: 'let me',
  gimme: 'give me',
  dunno: "don't know",
  pls: 'please',
  plz: 'please',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  rn: 'right now',
  tbh: 'to be honest',
  ngl: 'not going to lie',
  abt: 'about',
  smth: 'something',
  sth: 'something',
  nvm: 'never mind',
  thx: 'thanks',
  tho: 'though',
  ty: 'thank you',
  tysm: 'thank you so much',
  b4: 'before',
  '2day': 'today',
  '2morrow': 'tomorrow',
  '2moro': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  every1: 'everyone',
  any1: 'anyone',
  some1: 'someone',
  sum1: 'someone',
  no1: 'no one',
  nothin: 'nothing',
  somethin: 'something',
  tn: 'tonight',
  imma: "i'm going to",
  ima: "i'm going to",
  fr: 'for real',
  cuttin: 'cutting',
  tryin: 'trying',
  goin: 'going',
  swallowd: 'swallowed',
  wen: 'when',
  wat: 'what',
  bcuz: 'because',
  // Words for suicide that dodge filters.
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  unaliving: 'killing',
  sewerslide: 'suicide',
  // Misspellings.
  suicde: 'suicide',
  sucide: 'suicide',
  suiside: 'suicide',
  suicidle: 'suicidal',
  suicdal: 'suicidal',
  sucidal: 'suicidal',
  suisidal: 'suicidal',
  myslef: 'myself',
  mysef: 'myself',
  myselfe: 'myself',
  mysefl: 'myself',
  kil: 'kill',
  dieing: 'dying',
  dyin: 'dying',
  wnat: 'want',
  wan: 'want',
  liv: 'live',
  lyf: 'life',
  lfie: 'life',
  anymor: 'anymore',
  enymore: 'anymore',
  alot: 'a lot',
  becuase: 'because',
  beacuse: 'because',
  realy: 'really',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  tonite: 'tonight',
  evry: 'every',
  evryone: 'everyone',
  everone: 'everyone',
  // Stretched words after repeated letters were cut to two ("soooo" -> "soo").
  soo: 'so',
  noo: 'no',
  hii: 'hi',
  heyy: 'hey',
  yess: 'yes',
  pleasee: 'please',
};

/**
 * Lower case, straight apostrophes, no punctuation but $ and ', single spaces; letters repeated three
 * or more times cut to two; text-speak and common misspellings written out. Missing punctuation
 * needs nothing more: with punctuation gone, "im done. i cant" and "im done i cant" read the same.
 */
export function normalise(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´′]/g, "'")
    .replace(/[^a-z0-9$' ]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/(^| )'+|'+(?= |$)/g, '$1')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SPELLINGS[word] ?? word)
    .join(' ');
}
