import { describe, expect, it } from 'vitest';
import { CoachHelpSchema } from './coach';
import { CRISIS_LINES, FREE_LINE_DIRECTORY, crisisContacts, crisisHelpFor } from './crisis-lines';
import { emergencyNumberFor } from './emergency-numbers';

const REQUIRED = 'US CA GB IE AU NZ DE AT CH FR BE NL ES IT PT SE NO DK FI PL BR MX AR IN ZA JP'.split(' ');

describe('the crisis lines table', () => {
  it('covers every country the issue names, once each', () => {
    const countries = CRISIS_LINES.map((line) => line.country);
    expect([...countries].sort()).toEqual([...REQUIRED].sort());
  });

  it.each(CRISIS_LINES.map((line) => [line.country, line] as const))(
    '%s: a number, an emergency number and an https source',
    (_country, line) => {
      expect(line.phones.length).toBeGreaterThan(0);
      for (const phone of line.phones) expect(phone).toMatch(/^[0-9][0-9 -]*$/);
      expect(line.emergency).toMatch(/^[0-9]{3}$/);
      expect(new URL(line.source).protocol).toBe('https:');
    },
  );

  it.each([
    ['US', '988', '911'],
    ['CA', '988', '911'],
    ['GB', '116 123', '999'],
    ['IE', '116 123', '112'],
    ['AU', '13 11 14', '000'],
    ['NZ', '1737', '111'],
    ['DE', '0800 111 0 111', '112'],
    ['AT', '142', '112'],
    ['CH', '143', '112'],
    ['FR', '3114', '112'],
    ['BE', '1813', '112'],
    ['NL', '113', '112'],
    ['ES', '024', '112'],
    ['BR', '188', '192'],
    ['NO', '116 123', '113'],
    ['SE', '90101', '112'],
    ['DK', '70 201 201', '112'],
    ['FI', '09 2525 0111', '112'],
    ['IN', '14416', '112'],
    ['MX', '800 911 2000', '911'],
    ['IT', '02 2327 2327', '112'],
    ['ZA', '0800 567 567', '112'],
    ['AR', '135', '911'],
    ['JP', '0570-783-556', '119'],
  ])('%s: %s, emergency %s', (country, phone, emergency) => {
    const help = crisisHelpFor(country);
    expect(help.line?.phones).toContain(phone);
    expect(help.emergency).toBe(emergency);
  });
});

describe('crisisHelpFor elsewhere', () => {
  it.each([
    ['GR', '112'],
    ['CZ', '112'],
    ['KR', '119'],
    ['TH', null],
    [null, null],
  ])('%s: no line, emergency %s', (country, emergency) => {
    expect(crisisHelpFor(country)).toEqual({ country, line: null, emergency });
  });

  it('112 is the default in the EU and unknown elsewhere', () => {
    expect(emergencyNumberFor('LU')).toBe('112');
    expect(emergencyNumberFor('ZZ')).toBeNull();
  });
});

describe('crisisContacts: tap targets, most direct first', () => {
  it('Germany: both TelefonSeelsorge numbers, 112, then the directory', () => {
    expect(crisisContacts(crisisHelpFor('DE'))).toEqual([
      { label: 'Call TelefonSeelsorge: 0800 111 0 111', tel: '08001110111' },
      { label: 'Call TelefonSeelsorge: 0800 111 0 222', tel: '08001110222' },
      { label: 'Emergency: 112', tel: '112' },
      { label: 'Find a free helpline (findahelpline.com)', url: FREE_LINE_DIRECTORY },
    ]);
  });

  it('the US: call and text 988', () => {
    const contacts = crisisContacts(crisisHelpFor('US'));
    expect(contacts[0]).toEqual({ label: 'Call 988 Suicide & Crisis Lifeline: 988', tel: '988' });
    expect(contacts[1]).toEqual({ label: 'Text 988 Suicide & Crisis Lifeline: 988', sms: '988' });
  });

  it('no known country: the directory stands in for the emergency number too', () => {
    expect(crisisContacts(crisisHelpFor(null)).map((contact) => contact.url)).toEqual([
      FREE_LINE_DIRECTORY,
      FREE_LINE_DIRECTORY,
    ]);
  });

  it('every contact of every row fits the message contract', () => {
    for (const line of CRISIS_LINES)
      for (const contact of crisisContacts(crisisHelpFor(line.country)))
        expect(CoachHelpSchema.safeParse(contact).success).toBe(true);
  });
});
