import { describe, expect, it } from 'vitest';
import { CoachHelpSchema } from './coach';
import { moneyCrisisKind, moneyCrisisReply } from './money-crisis';
import { MONEY_CRISIS_KINDS, MONEY_HELP } from './money-help';

describe('moneyCrisisKind', () => {
  it.each([
    ['I took a payday loan to pay off the last payday loan', 'problem-debt'],
    ['I need a loan to pay another loan', 'problem-debt'],
    ['debt collectors keep calling and I can’t make the minimum payments', 'problem-debt'],
    ['I gambled away my whole paycheck on sports betting', 'gambling'],
    ['lost $2,000 at the casino last night', 'gambling'],
    ['the guy I borrowed from is threatening my family', 'illegal-lending'],
    ['a loan shark says he will come to my house', 'illegal-lending'],
    ['someone on WhatsApp says this crypto platform will triple my savings', 'scam'],
    ['they want me to pay in gift cards to release my winnings', 'scam'],
    ['guaranteed returns of 20% a month, should I invest?', 'scam'],
    ['my husband takes my paycheck and gives me $20 a week', 'financial-abuse'],
    ['my partner won’t let me have my own bank card', 'financial-abuse'],
    ['we have no food until Friday', 'food-insecurity'],
    ['I can’t afford groceries this week and the kids are hungry', 'food-insecurity'],
    ['I got an eviction notice today', 'eviction'],
    ['my landlord is kicking us out next month', 'eviction'],
  ] as const)('"%s" is %s', (message, kind) => expect(moneyCrisisKind(message)).toBe(kind));

  it.each([
    'How do I save $300 a month?',
    'this budget is killing me',
    'should I pay the Visa or the loan first?',
    'I want to buy food for a dinner party',
    'my credit card debt is stressing me out',
  ])('"%s" is ordinary money talk', (message) => expect(moneyCrisisKind(message)).toBeNull());
});

describe('moneyCrisisReply', () => {
  it.each([
    ['problem-debt', 'US', ['NFCC']],
    ['problem-debt', 'GB', ['StepChange', 'National Debtline', 'Citizens Advice']],
    ['problem-debt', 'DE', ['Schuldnerberatung']],
    ['gambling', 'US', ['1-800-GAMBLER', 'Gamblers Anonymous', 'self-exclusion']],
    ['gambling', 'GB', ['0808 8020 133', 'GAMSTOP', 'Gamblers Anonymous']],
    ['illegal-lending', 'GB', ['police', 'Stop Loan Sharks (0300 555 2222)', 'call 999']],
    ['illegal-lending', 'US', ['police', 'call 911']],
    ['scam', 'US', ['send nothing', 'ReportFraud.ftc.gov']],
    ['scam', 'GB', ['send nothing', 'Action Fraud']],
    ['financial-abuse', 'US', ['1-800-799-7233']],
    ['financial-abuse', 'GB', ['0808 2000 247']],
    ['food-insecurity', 'US', ['211', 'food bank']],
    ['food-insecurity', 'CA', ['211', 'Food Banks Canada']],
    ['eviction', 'GB', ['Shelter', '0808 800 4444']],
    ['eviction', 'US', ['legal aid']],
  ] as const)('%s in %s names %j', (kind, country, names) => {
    const reply = moneyCrisisReply(kind, country);
    for (const name of names) expect(reply.text).toContain(name);
    expect(reply.help.length).toBeGreaterThan(0);
  });

  it.each(MONEY_CRISIS_KINDS.flatMap((kind) => [null, 'TH', 'GB', 'US'].map((c) => [kind, c] as const)))(
    '%s in %s: help, never a tip, an affirmation or a manifestation idea',
    (kind, country) => {
      const reply = moneyCrisisReply(kind, country);
      expect(reply.text.length).toBeGreaterThan(60);
      expect(reply.text).not.toMatch(/affirm|manifest|budget|envelope|no-spend|streak|meditat/i);
      for (const contact of reply.help) expect(CoachHelpSchema.safeParse(contact).success).toBe(true);
    },
  );

  it('every source is an https page', () => {
    for (const table of Object.values(MONEY_HELP))
      for (const help of [...Object.values(table.byCountry).flat(), ...table.everywhere])
        expect(new URL(help.url).protocol).toBe('https:');
  });
});
