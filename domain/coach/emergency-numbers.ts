/**
 * The number to call for an ambulance or the police when someone is in danger now, by ISO country
 * code. 112 reaches emergency services in every EU country (and is the default there); elsewhere a
 * country is listed only where its number is long established.
 */
const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

const OTHERS: Readonly<Record<string, string>> = {
  US: '911',
  CA: '911',
  MX: '911',
  AR: '911',
  BR: '192',
  GB: '999',
  NO: '113',
  CH: '112',
  IS: '112',
  AU: '000',
  NZ: '111',
  IN: '112',
  ZA: '112',
  JP: '119',
  KR: '119',
  CN: '120',
  HK: '999',
  SG: '995',
  PH: '911',
  TR: '112',
};

export function emergencyNumberFor(country: string): string | null {
  if (country in OTHERS) return OTHERS[country] ?? null;
  return EU.some((code) => code === country) ? '112' : null;
}
