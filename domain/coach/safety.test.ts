import { describe, expect, it } from 'vitest';
import { crisisHelpFor } from './crisis-lines';
import { crisisAnswer, followUpAnswer, safeAgainAnswer, uncertainAnswer } from './safety';
import { COACH_REPLY_WORDS_MAX, wordCount } from './words';

const REPLIES = { crisisAnswer, uncertainAnswer, followUpAnswer, safeAgainAnswer };
const COUNTRIES = ['US', 'GB', 'DE', 'JP', 'TH', null];

describe('the safety words, checked against safe-messaging guidance (docs/coach.md)', () => {
  it.each(
    Object.entries(REPLIES).flatMap(([name, reply]) => COUNTRIES.map((c) => [name, c, reply] as const)),
  )(
    '%s in %s: the line itself, no method, no judgement, no promise, no tip, short',
    (_name, country, reply) => {
      const help = crisisHelpFor(country);
      const { text, help: contacts } = reply(help);
      if (help.line) expect(text).toContain(help.line.phones[0]);
      else expect(text).toContain('findahelpline.com');
      expect(text).not.toMatch(/commit(ted)? suicide|pills?|rope|bridge|jump|overdose|method/i);
      expect(text).not.toMatch(/\bwhy\b|should(n’t| not) feel|selfish/i);
      expect(text).not.toMatch(/will be (fine|ok)|promise|I can keep you safe|\bfree on\b/i);
      expect(text).not.toMatch(/streak|affirm|goal of|habit|budget|meditat/i);
      expect(wordCount(text)).toBeLessThanOrEqual(COACH_REPLY_WORDS_MAX);
      expect(contacts.at(-1)?.url).toBe('https://findahelpline.com');
    },
  );

  it.each(COUNTRIES)(
    'the crisis and uncertain replies say when to call emergency services (%s)',
    (country) => {
      const help = crisisHelpFor(country);
      for (const reply of [crisisAnswer, uncertainAnswer, followUpAnswer])
        expect(reply(help).text).toContain(
          `If you might act on these thoughts or you are in danger, call ${help.emergency ?? 'your local emergency number'} now.`,
        );
    },
  );

  it('the uncertain reply asks directly and warmly, with the line', () => {
    const { text } = uncertainAnswer(crisisHelpFor('GB'));
    expect(text).toContain('are you thinking about ending your life?');
    expect(text).toContain('Samaritans on 116 123');
  });

  it('the crisis reply encourages not staying alone', () => {
    expect(crisisAnswer(crisisHelpFor('US')).text).toContain('don’t stay alone with this');
  });
});
