/**
 * Free help for money in crisis, by kind and country. Each entry is a service whose number or page is
 * stated at `url` (its own site, or its government's); a number nobody here could source is left out.
 * `everywhere` is named in every country, after the country's own entries.
 */
export const MONEY_CRISIS_KINDS = [
  'problem-debt',
  'gambling',
  'illegal-lending',
  'scam',
  'financial-abuse',
  'food-insecurity',
  'eviction',
] as const;
export type MoneyCrisisKind = (typeof MONEY_CRISIS_KINDS)[number];

export type MoneyHelp = { name: string; url: string; tel?: string; sms?: string };

type HelpTable = {
  byCountry: Readonly<Record<string, readonly MoneyHelp[]>>;
  everywhere: readonly MoneyHelp[];
};

const CITIZENS_ADVICE_DEBT = {
  name: 'Citizens Advice',
  url: 'https://www.citizensadvice.org.uk/debt-and-money/',
};
// 211 answers in the US and Canada for food, housing and other local help.
const LINE_211 = { name: '211', tel: '211' };

export const MONEY_HELP: Readonly<Record<MoneyCrisisKind, HelpTable>> = {
  'problem-debt': {
    byCountry: {
      US: [{ name: 'the NFCC (National Foundation for Credit Counseling)', url: 'https://www.nfcc.org/' }],
      GB: [
        { name: 'StepChange', tel: '0800 138 1111', url: 'https://www.stepchange.org/' },
        { name: 'National Debtline', tel: '0808 808 4000', url: 'https://nationaldebtline.org/' },
        CITIZENS_ADVICE_DEBT,
      ],
      DE: [{ name: 'a free Schuldnerberatung (BAG-SB)', url: 'https://www.bag-sb.de/' }],
    },
    everywhere: [],
  },
  gambling: {
    byCountry: {
      US: [{ name: '1-800-GAMBLER', tel: '1-800-426-2537', url: 'https://www.ncpgambling.org/' }],
      GB: [
        { name: 'the National Gambling Helpline', tel: '0808 8020 133', url: 'https://www.gamcare.org.uk/' },
        { name: 'GAMSTOP self-exclusion', url: 'https://www.gamstop.co.uk/' },
      ],
      AU: [
        { name: 'Gambling Help Online', tel: '1800 858 858', url: 'https://www.gamblinghelponline.org.au/' },
      ],
    },
    everywhere: [{ name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' }],
  },
  'illegal-lending': {
    byCountry: {
      GB: [{ name: 'Stop Loan Sharks', tel: '0300 555 2222', url: 'https://www.stoploansharks.co.uk/' }],
    },
    everywhere: [],
  },
  scam: {
    byCountry: {
      US: [{ name: 'the FTC (ReportFraud.ftc.gov)', url: 'https://reportfraud.ftc.gov/' }],
      GB: [{ name: 'Action Fraud', tel: '0300 123 2040', url: 'https://www.actionfraud.police.uk/' }],
    },
    everywhere: [],
  },
  'financial-abuse': {
    byCountry: {
      US: [
        {
          name: 'the National Domestic Violence Hotline',
          tel: '1-800-799-7233',
          url: 'https://www.thehotline.org/',
        },
      ],
      GB: [
        {
          name: 'the National Domestic Abuse Helpline (Refuge)',
          tel: '0808 2000 247',
          url: 'https://www.nationaldahelpline.org.uk/',
        },
      ],
      AU: [{ name: '1800RESPECT', tel: '1800 737 732', url: 'https://www.1800respect.org.au/' }],
      DE: [
        { name: 'the Hilfetelefon Gewalt gegen Frauen', tel: '116 016', url: 'https://www.hilfetelefon.de/' },
      ],
    },
    everywhere: [],
  },
  'food-insecurity': {
    byCountry: {
      US: [
        { ...LINE_211, url: 'https://www.211.org/' },
        {
          name: 'Feeding America’s food bank finder',
          url: 'https://www.feedingamerica.org/find-your-local-foodbank',
        },
      ],
      CA: [
        { ...LINE_211, url: 'https://211.ca/' },
        { name: 'Food Banks Canada', url: 'https://foodbankscanada.ca/' },
      ],
      GB: [{ name: 'the Trussell food bank finder', url: 'https://www.trussell.org.uk/' }],
      DE: [{ name: 'die Tafel', url: 'https://www.tafel.de/' }],
      AU: [{ name: 'Foodbank Australia', url: 'https://www.foodbank.org.au/' }],
    },
    everywhere: [],
  },
  eviction: {
    byCountry: {
      US: [
        { name: 'free legal aid (LawHelp.org)', url: 'https://www.lawhelp.org/' },
        { ...LINE_211, url: 'https://www.211.org/' },
      ],
      CA: [{ ...LINE_211, url: 'https://211.ca/' }],
      GB: [{ name: 'Shelter’s helpline', tel: '0808 800 4444', url: 'https://england.shelter.org.uk/' }],
      DE: [{ name: 'der Deutsche Mieterbund', url: 'https://www.mieterbund.de/' }],
    },
    everywhere: [],
  },
};

/** The help to name for one kind in one country: the country's own first, then what exists everywhere. */
export function moneyHelpFor(kind: MoneyCrisisKind, country: string | null): readonly MoneyHelp[] {
  const table = MONEY_HELP[kind];
  return [...((country ? table.byCountry[country] : undefined) ?? []), ...table.everywhere];
}
