/**
 * The coach's safety replies. These words are fixed, not generated: a person reviews any change to
 * them (docs/coach.md). A crisis reply is chosen before any model is asked, and it says nothing else.
 */

import { countryFromTimeZone } from '#domain/shared/country';
import type { CoachHelp } from './coach';
import { crisisContacts, crisisHelpFor, type CrisisHelp } from './crisis-lines';
import { listed } from './words';

/** A safety reply: the fixed words, and the help they name as tap targets. */
export type SafetyAnswer = { text: string; help: CoachHelp[] };

/** Who to talk to now, with the number itself: someone in crisis should not have to look one up. */
function lineSentence({ line }: CrisisHelp): string {
  if (!line)
    return 'A crisis line in your country can talk with you; findahelpline.com lists free ones near you.';
  const text = line.sms ? `, or text ${line.sms}` : '';
  const when = line.hours === '24/7' ? ', at any hour' : '';
  return line.phones.length > 0
    ? `You can call ${line.service} on ${listed(line.phones)}${text}${when}.`
    : `${line.service} can talk with you; its page is linked below.`;
}

function emergencySentence({ emergency }: CrisisHelp): string {
  const call = emergency ? `call ${emergency}` : 'call your local emergency number';
  return `If you might act on these thoughts or you are in danger, ${call} now.`;
}

/**
 * The one reply to a message about suicide or self-harm: care first, then a person to talk to,
 * emergency help, and not being alone. Checked line by line against published guidance for crisis
 * replies (docs/coach.md, "The crisis reply").
 */
export function crisisAnswer(help: CrisisHelp): SafetyAnswer {
  return {
    text: [
      'I’m really glad you told me, and I’m sorry you’re carrying this.',
      'You deserve to talk with a person right now.',
      lineSentence(help),
      emergencySentence(help),
      'If you can, reach out to someone you trust today, and don’t stay alone with this.',
    ].join(' '),
    help: crisisContacts(help),
  };
}

/** When the signs are unclear: ask directly and warmly, with the line, and nothing else. */
export function uncertainAnswer(help: CrisisHelp): SafetyAnswer {
  return {
    text: [
      'Thank you for telling me how heavy this feels.',
      'I want to ask you directly, because it matters: are you thinking about ending your life?',
      'Whatever your answer, you can talk it through with a person.',
      lineSentence(help),
      emergencySentence(help),
    ].join(' '),
    help: crisisContacts(help),
  };
}

/** The replies in care mode (domain/coach/after-crisis.ts), until the member says they are safe. */
export function followUpAnswer(help: CrisisHelp): SafetyAnswer {
  return {
    text: [
      'Thank you for staying in touch.',
      'What you told me matters more than anything else we could talk about here.',
      lineSentence(help),
      emergencySentence(help),
      'Please don’t stay alone with this. When you feel safe, you can tell me.',
    ].join(' '),
    help: crisisContacts(help),
  };
}

/** The member said they are safe now: glad, the line stays named, and the coach is back. */
export function safeAgainAnswer(help: CrisisHelp): SafetyAnswer {
  return {
    text: [
      'I’m really glad you’re safe, and thank you for telling me.',
      `If those thoughts come back, please reach out again. ${lineSentence(help)}`,
      'Whenever you’re ready, I’m here for your goals and your practice.',
    ].join(' '),
    help: crisisContacts(help),
  };
}

const helpInZone = (timeZone: string) => crisisHelpFor(countryFromTimeZone(timeZone));

/** The line for a member known only by time zone (the built-in coach's words about low mood). */
export function crisisLineSentence(timeZone: string): string {
  return lineSentence(helpInZone(timeZone));
}

/** crisisAnswer's words for a time zone, for the built-in coach's crisis topic. */
export function crisisReply(timeZone: string): string {
  return crisisAnswer(helpInZone(timeZone)).text;
}

/** Medical, legal and investment questions: a clear line, and where real help is. */
export const BOUNDARY_REPLIES = {
  medical:
    'That is a question for a doctor or pharmacist, who knows your health and history; I can’t give medical advice. Please don’t change a medication without talking to them first, and if something feels urgent, like chest pain or trouble breathing, call your local emergency number now. What I can help with is the practice around it: a calm routine, rest and small daily steps.',
  therapy:
    'Talking with a therapist is a good step when anxiety or low mood gets in the way of your days, and a doctor can help you find one. Meditation can support that care, but it doesn’t replace it. What I can help with is the daily practice around it: a calm routine, rest and small steps.',
  legal:
    'That is a legal question, and I can’t give legal advice. A lawyer, a tenants’ or citizens’ advice service, or a free legal aid clinic near you can tell you where you stand. What I can help with is the money plan around it: what is due, when, and the next step.',
  investment:
    'I can’t tell you what to invest in or whether a particular investment is right for you; a licensed financial adviser who knows your whole situation can. What I can help with is the groundwork that comes first: a steady saving habit, a cushion for emergencies and a clear goal.',
} as const;
