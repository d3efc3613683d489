/**
 * The coach's safety replies. These words are fixed, not generated: a person reviews any change to
 * them (docs/coach.md). A crisis reply is chosen before any model is asked, and it says nothing else.
 */

type CrisisLine = { country: string; line: string; emergency: string };

const US_ZONES =
  /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Nome|Adak|Boise|Detroit|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Menominee|Metlakatla|Yakutat|Puerto_Rico)|Pacific\/Honolulu|US\/.+)$/;
const CANADA_ZONES =
  /^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Yellowknife|Iqaluit|Rankin_Inlet|Cambridge_Bay|Inuvik|Swift_Current|Atikokan|Blanc-Sablon|Creston|Fort_Nelson)$/;

/** A crisis line and emergency number we can name with confidence from the member's time zone, or null. */
export function crisisLineFor(timeZone: string): CrisisLine | null {
  if (US_ZONES.test(timeZone))
    return {
      country: 'the US',
      line: 'call or text 988, the free Suicide & Crisis Lifeline',
      emergency: '911',
    };
  if (CANADA_ZONES.test(timeZone))
    return {
      country: 'Canada',
      line: 'call or text 988, the free Suicide Crisis Helpline',
      emergency: '911',
    };
  if (timeZone === 'Europe/London' || timeZone === 'Europe/Belfast')
    return { country: 'the UK', line: 'call Samaritans free on 116 123', emergency: '999' };
  if (timeZone === 'Europe/Dublin')
    return { country: 'Ireland', line: 'call Samaritans free on 116 123', emergency: '112 or 999' };
  if (timeZone.startsWith('Australia/'))
    return { country: 'Australia', line: 'call Lifeline on 13 11 14', emergency: '000' };
  if (timeZone === 'Pacific/Auckland')
    return { country: 'New Zealand', line: 'call or text 1737, free', emergency: '111' };
  return null;
}

/** Who to talk to now, with the number itself: someone in crisis should not have to look one up. */
export function crisisLineSentence(timeZone: string): string {
  const line = crisisLineFor(timeZone);
  return line
    ? `In ${line.country} you can ${line.line}, at any hour.`
    : 'A crisis line in your country can talk with you at any hour; findahelpline.com lists free ones near you.';
}

function emergencySentence(timeZone: string): string {
  const line = crisisLineFor(timeZone);
  const call = line ? `call ${line.emergency}` : 'call your local emergency number';
  return `If you might act on these thoughts or you are in danger, ${call} now.`;
}

/**
 * The one reply to a message about suicide or self-harm: care first, then a person to talk to,
 * emergency help, and not being alone. Checked against published guidance for crisis replies
 * (docs/coach.md, "The crisis reply").
 */
export function crisisReply(timeZone: string): string {
  return [
    'I’m really glad you told me, and I’m sorry you’re carrying this.',
    'You deserve to talk with a person right now.',
    crisisLineSentence(timeZone),
    emergencySentence(timeZone),
    'If you can, reach out to someone you trust today, and don’t stay alone with this.',
  ].join(' ');
}

/**
 * The next reply after a crisis message, when the member writes something the coach would otherwise
 * meet with a topic menu or small talk ("I don't know", "ok", "thanks"): the help again, gently.
 */
export function crisisFollowUp(timeZone: string): string {
  return [
    'Thank you for staying in touch.',
    'What you told me matters more than anything else we could talk about here.',
    crisisLineSentence(timeZone),
    emergencySentence(timeZone),
    'When you feel ready, I can also help with small, steady things, like a few minutes of slow breathing.',
  ].join(' ');
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
