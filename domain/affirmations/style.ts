import type { DenyList } from './library';

/**
 * The editorial rules every affirmation a member reads must pass, whether a person wrote it for the
 * library or a chat model wrote it today: first person, present tense, no quotation marks, no
 * second person, at most AFFIRMATION_MAX_WORDS words, one sentence, and nothing on the deny-list
 * (content/affirmations/deny-list.json: promised outcomes, amounts, currencies, medical words).
 */
export const AFFIRMATION_MAX_WORDS = 20;

const FIRST_PERSON = /\b(?:I|me|my|mine|myself)\b/i;
const SECOND_PERSON = /\b(?:you|your|yours|yourself|yourselves|ya|thee|thou|thy)\b/i;
/** Third-person pronouns standing for the member ("Maya, she ..."); other people are "people". */
const THIRD_PERSON_SELF = /\b(?:he|she|him|her|his|hers|himself|herself)\b/i;
const FUTURE = /\b(?:will|shall|gonna|won't|going to)\b|\b\w+'ll\b/i;
const QUOTATION_MARKS = /["“”„«»‹›‘’`]/;
/** A straight single quote that is not an apostrophe inside or at the end of a word. */
const STRAY_SINGLE_QUOTE = /(?:^|[^\p{L}])'|'(?=\s*$)/u;
const ENDING = /[.!]$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type StyleCheck = { ok: boolean; problems: string[] };

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Compiled once per deny-list (the library's is fixed for a process). */
const compiled = new WeakMap<DenyList, { phrase: string; test: RegExp }[]>();

function denyTests(denyList: DenyList) {
  let tests = compiled.get(denyList);
  if (!tests) {
    tests = [
      ...denyList.phrases.map((phrase) => ({
        phrase: `"${phrase}"`,
        test: new RegExp(`\\b${escapeRegExp(phrase).replace(/ /g, '\\s+')}\\b`, 'i'),
      })),
      ...denyList.patterns.map(({ pattern, reason }) => ({
        phrase: reason,
        test: new RegExp(pattern, 'iu'),
      })),
    ];
    compiled.set(denyList, tests);
  }
  return tests;
}

/**
 * The problems with one line, empty when it passes. `avoid` holds words that must not appear (a
 * member's name and the titles of their goals and habits: personal lines speak about topics, they
 * never paste what the member typed).
 */
export function checkAffirmationStyle(
  text: string,
  denyList: DenyList,
  avoid: readonly string[] = [],
): StyleCheck {
  const problems: string[] = [];
  const words = wordCount(text);
  if (words < 3) problems.push('fewer than 3 words');
  if (words > AFFIRMATION_MAX_WORDS) problems.push(`more than ${AFFIRMATION_MAX_WORDS} words`);
  if (!FIRST_PERSON.test(text)) problems.push('not in the first person');
  if (SECOND_PERSON.test(text)) problems.push('speaks to "you"');
  if (THIRD_PERSON_SELF.test(text)) problems.push('uses he, she, his or her');
  if (FUTURE.test(text)) problems.push('not in the present tense');
  if (QUOTATION_MARKS.test(text) || STRAY_SINGLE_QUOTE.test(text)) problems.push('has quotation marks');
  if (!ENDING.test(text)) problems.push('does not end with a full stop');
  if (/[.!?]\s+\S/.test(text)) problems.push('more than one sentence');
  for (const { phrase, test } of denyTests(denyList)) if (test.test(text)) problems.push(`denied: ${phrase}`);
  const lower = text.toLowerCase();
  for (const needle of avoid) {
    const trimmed = needle.trim().toLowerCase();
    if (trimmed.length >= 3 && lower.includes(trimmed))
      problems.push('repeats a title or name the member typed');
  }
  return { ok: problems.length === 0, problems };
}
