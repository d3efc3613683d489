import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The journal's keys (docs/journal.md, "Private at rest"). Entry text, gratitude lines, emotions,
 * habit-day notes, coach messages and webhook secrets are sealed with AES-256-GCM before they reach
 * the database; each sealed value names the key that sealed it, so a rotation can open old values
 * with JOURNAL_KEY_PREVIOUS while new ones are sealed with the current key.
 */
type JournalKey = { id: string; bytes: Buffer };
export type JournalKeyring = {
  current: JournalKey;
  previous: JournalKey | null;
  /** Told about a value that does not belong in the cell it was read from (the app logs it). */
  onRefused?: (cell: SealedCell) => void;
  /**
   * Whether values from before cells were bound (`j1.`, or plain where sealing came later) are
   * still read: until `npm run journal:reencrypt` has run on this database (true when unset).
   */
  acceptsUnbound?: boolean;
};

/**
 * Where a sealed value belongs: the member, table, column and row (SQL names; the row by its
 * primary key). It is the seal's associated data, so the value opens only in that cell: copied into
 * another member's row, another row or another column, its tag fails.
 */
export type SealedCell = { table: string; column: string; memberId: string; rowId: string };

/**
 * A sealed value: `j2.<key id>.<12-byte nonce>.<ciphertext and 16-byte tag>`, base64url parts,
 * bound to its cell. `j1.` values, sealed before cells were bound, are still opened (without
 * associated data) until `npm run journal:reencrypt` has sealed them again as `j2.`.
 */
const SEALED_PREFIX = 'j2.';
const UNBOUND_PREFIX = 'j1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A short public name for a key: the first 16 hex digits of a SHA-256 over it (not reversible). */
function journalKeyId(bytes: Buffer): string {
  return createHash('sha256').update('abundance journal key\0').update(bytes).digest('hex').slice(0, 16);
}

function journalKeyFromBase64(value: string): JournalKey {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new Error('a journal key must be 32 bytes in base64');
  return { id: journalKeyId(bytes), bytes };
}

export function journalKeyring(current: string, previous?: string): JournalKeyring {
  return {
    current: journalKeyFromBase64(current),
    previous: previous ? journalKeyFromBase64(previous) : null,
  };
}

/**
 * JOURNAL_KEY when set; otherwise a key generated once and kept in DATA_DIR/journal-key, beside the
 * session secret and outside the database files, so a copy of the database alone opens nothing.
 */
export function resolveJournalKeyring(
  configured: string | undefined,
  previous: string | undefined,
  dataDir: string,
): JournalKeyring {
  if (configured) return journalKeyring(configured, previous);
  const file = path.resolve(dataDir, 'journal-key');
  let stored: string | null = null;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    // First start: fall through and create one.
  }
  if (stored) return journalKeyring(stored, previous);
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return journalKeyring(key, previous);
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith(SEALED_PREFIX) || value.startsWith(UNBOUND_PREFIX));
}

/** Whether `value` is sealed in the current format (bound to its cell) under the current key. */
export const isSealedCurrent = (keyring: JournalKeyring, value: string): boolean =>
  value.startsWith(SEALED_PREFIX) && sealedKeyId(value) === keyring.current.id;

/** The id of the key that sealed `value`. */
export function sealedKeyId(value: string): string {
  return value.slice(SEALED_PREFIX.length).split('.', 1)[0] ?? '';
}

const associatedData = (cell: SealedCell): Buffer =>
  Buffer.from(['abundance sealed cell', cell.table, cell.column, cell.memberId, cell.rowId].join('\0'));

export function seal(keyring: JournalKeyring, plaintext: string, cell: SealedCell): string {
  const { id, bytes } = keyring.current;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', bytes, nonce);
  cipher.setAAD(associatedData(cell));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PREFIX}${id}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

class JournalKeyMissingError extends Error {}

/**
 * The text sealed in `sealed`, or null when it does not open in this cell: a value moved from
 * another member's or another row's cell, or changed. Such a value is treated as unreadable (and
 * reported through `onRefused`) rather than failing the member's whole page; a key this instance
 * does not hold still throws, because that is a configuration error, not a bad cell.
 */
export function open(keyring: JournalKeyring, sealed: string, cell: SealedCell): string | null {
  const bound = sealed.startsWith(SEALED_PREFIX);
  if (!bound && keyring.acceptsUnbound === false) return refuse(keyring, cell);
  const [id, nonceText, bodyText] = sealed.slice(SEALED_PREFIX.length).split('.');
  const key = [keyring.current, keyring.previous].find((candidate) => candidate?.id === id);
  if (!key || !nonceText || !bodyText)
    throw new JournalKeyMissingError(
      `a journal value was sealed with key ${id}, which this instance does not hold`,
    );
  const body = Buffer.from(bodyText, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(nonceText, 'base64url'));
    if (bound) decipher.setAAD(associatedData(cell));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return refuse(keyring, cell);
  }
}

function refuse(keyring: JournalKeyring, cell: SealedCell): null {
  keyring.onRefused?.(cell);
  return null;
}

/**
 * A stored value of a column sealed after it first held plain values (coach messages, webhook
 * secrets): sealed ones are opened; a plain one is read as it is only while unbound values are
 * accepted, and refused once the re-encrypt command has sealed them all.
 */
export function openStored(keyring: JournalKeyring, value: string, cell: SealedCell): string | null {
  if (isSealed(value)) return open(keyring, value, cell);
  return keyring.acceptsUnbound === false ? refuse(keyring, cell) : value;
}

/** Lists (gratitude lines, emotions) are sealed as one JSON value. */
export const sealList = (keyring: JournalKeyring, items: readonly string[], cell: SealedCell): string =>
  seal(keyring, JSON.stringify(items), cell);

/** The list sealed in `sealed`; an unreadable value reads as an empty list. */
export function openList(keyring: JournalKeyring, sealed: string, cell: SealedCell): string[] {
  const text = open(keyring, sealed, cell);
  const parsed: unknown = text === null ? [] : JSON.parse(text);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

export const sealOrNull = (keyring: JournalKeyring, value: string | null, cell: SealedCell): string | null =>
  value === null ? null : seal(keyring, value, cell);
export const openOrNull = (keyring: JournalKeyring, value: string | null, cell: SealedCell): string | null =>
  value === null ? null : open(keyring, value, cell);
