import { normalise } from '#domain/coach/normalise';
import { openPage, type CoachAnswer } from './shared';

const DO_THEY_WORK =
  /\b(do|does|can) (affirmations?|mantras?|it|they|this) (really |actually |even )?(work|help)|(is|are) (it|they|affirmations?) (real|proven|science|scientific|nonsense|bs)|any (evidence|proof|science)|\bproven\b/;

export function affirmations(message: string): CoachAnswer {
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
