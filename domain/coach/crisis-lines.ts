import type { CoachHelp } from './coach';
import { emergencyNumberFor } from './emergency-numbers';

/**
 * A free line for people thinking about suicide, in one country. `phones` holds only numbers stated on
 * the `source` page (the organisation's own or its government's); a number nobody here could source
 * is left out, and the row then offers its page, the emergency number and the directory.
 */
export type CrisisLine = {
  country: string;
  service: string;
  /** As written in the country, first the one to call. */
  phones: readonly string[];
  /** A number that takes texts, or null. */
  sms: string | null;
  /** '24/7', or null when the hours vary: the source page has them. */
  hours: string | null;
  emergency: string;
  source: string;
};

export const FREE_LINE_DIRECTORY = 'https://findahelpline.com';

const row = (
  country: string,
  service: string,
  phones: readonly string[],
  source: string,
  extra: { sms?: string; hours?: string } = {},
): CrisisLine => ({
  country,
  service,
  phones,
  sms: extra.sms ?? null,
  hours: extra.hours ?? null,
  emergency: emergencyNumberFor(country) ?? '112',
  source,
});

const ALWAYS = { hours: '24/7' };

export const CRISIS_LINES: readonly CrisisLine[] = [
  row('US', '988 Suicide & Crisis Lifeline', ['988'], 'https://988lifeline.org/', { sms: '988', ...ALWAYS }),
  row('CA', '9-8-8 Suicide Crisis Helpline', ['988'], 'https://988.ca/', { sms: '988', ...ALWAYS }),
  row(
    'GB',
    'Samaritans',
    ['116 123'],
    'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
    ALWAYS,
  ),
  row(
    'IE',
    'Samaritans',
    ['116 123'],
    'https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/',
    ALWAYS,
  ),
  row('AU', 'Lifeline', ['13 11 14'], 'https://www.lifeline.org.au/', ALWAYS),
  row('NZ', 'Need to talk? 1737', ['1737'], 'https://1737.org.nz/', { sms: '1737', ...ALWAYS }),
  row(
    'DE',
    'TelefonSeelsorge',
    ['0800 111 0 111', '0800 111 0 222'],
    'https://www.telefonseelsorge.de/',
    ALWAYS,
  ),
  row('AT', 'Telefonseelsorge', ['142'], 'https://www.telefonseelsorge.at/', ALWAYS),
  row('CH', 'Die Dargebotene Hand', ['143'], 'https://www.143.ch/', ALWAYS),
  row('FR', '3114, numéro national de prévention du suicide', ['3114'], 'https://3114.fr/', ALWAYS),
  row('BE', 'Zelfmoordlijn 1813', ['1813'], 'https://www.zelfmoord1813.be/', ALWAYS),
  row('NL', '113 Zelfmoordpreventie', ['113', '0800-0113'], 'https://www.113.nl/', ALWAYS),
  row(
    'ES',
    'Línea 024 de atención a la conducta suicida',
    ['024'],
    'https://www.sanidad.gob.es/linea024/',
    ALWAYS,
  ),
  row('IT', 'Telefono Amico Italia', ['02 2327 2327'], 'https://www.telefonoamico.it/'),
  row('PT', 'SOS Voz Amiga', ['213 544 545'], 'https://www.sosvozamiga.org/'),
  row('SE', 'Mind Självmordslinjen', ['90101'], 'https://mind.se/'),
  row('NO', 'Mental Helse Hjelpetelefonen', ['116 123'], 'https://mentalhelse.no/', ALWAYS),
  row('DK', 'Livslinien', ['70 201 201'], 'https://www.livslinien.dk/'),
  row('FI', 'MIELI Kriisipuhelin', ['09 2525 0111'], 'https://mieli.fi/', ALWAYS),
  row(
    'PL',
    'Telefon Zaufania 116 123',
    ['116 123'],
    'https://digital-strategy.ec.europa.eu/en/policies/116-helplines',
  ),
  row('BR', 'CVV, Centro de Valorização da Vida', ['188'], 'https://cvv.org.br/', ALWAYS),
  row('MX', 'Línea de la Vida', ['800 911 2000'], 'https://www.gob.mx/salud/conadic', ALWAYS),
  row('AR', 'Centro de Asistencia al Suicida', ['135'], 'https://www.asistenciaalsuicida.org.ar/'),
  row('IN', 'Tele MANAS', ['14416'], 'https://telemanas.mohfw.gov.in/', ALWAYS),
  row('ZA', 'SADAG Suicide Crisis Helpline', ['0800 567 567'], 'https://www.sadag.org/', ALWAYS),
  row(
    'JP',
    'Inochi no Denwa (いのちの電話)',
    ['0570-783-556', '0120-783-556'],
    'https://www.inochinodenwa.org/',
  ),
];

/** What the coach can name in one country: its line if the table has one, and the emergency number. */
export type CrisisHelp = {
  country: string | null;
  line: CrisisLine | null;
  /** The local emergency number, or null when neither table knows the country. */
  emergency: string | null;
};

export function crisisHelpFor(country: string | null): CrisisHelp {
  const line = CRISIS_LINES.find((entry) => entry.country === country) ?? null;
  return { country, line, emergency: line?.emergency ?? (country ? emergencyNumberFor(country) : null) };
}

/** Digits as dialled ("0800 111 0 111" -> "08001110111"), for tel: and sms: links. */
export const dial = (number: string) => number.replace(/[^0-9+]/g, '');

/**
 * The tap targets of a crisis reply, most direct first: call the line, text it, call emergency
 * services, then the directory of free lines (always, so a member abroad can find another).
 */
export function crisisContacts(help: CrisisHelp): CoachHelp[] {
  const contacts: CoachHelp[] = [];
  const { line } = help;
  if (line) {
    for (const phone of line.phones)
      contacts.push({ label: `Call ${line.service}: ${phone}`, tel: dial(phone) });
    if (line.sms) contacts.push({ label: `Text ${line.service}: ${line.sms}`, sms: dial(line.sms) });
    if (line.phones.length === 0) contacts.push({ label: line.service, url: line.source });
  }
  contacts.push(
    help.emergency
      ? { label: `Emergency: ${help.emergency}`, tel: dial(help.emergency) }
      : { label: 'Emergency: your local number', url: FREE_LINE_DIRECTORY },
  );
  contacts.push({ label: 'Find a free helpline (findahelpline.com)', url: FREE_LINE_DIRECTORY });
  return contacts;
}
