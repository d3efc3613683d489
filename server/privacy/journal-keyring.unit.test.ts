import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  isSealedCurrent,
  journalKeyring,
  open,
  openList,
  resolveJournalKeyring,
  seal,
  sealList,
  sealedKeyId,
  type SealedCell,
} from './journal-keyring';

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');
const CELL: SealedCell = {
  table: 'journal_entries',
  column: 'text_sealed',
  memberId: 'member-1',
  rowId: 'row-1',
};

/** A value as the first format sealed it: `j1.`, no associated data. */
function sealUnbound(key: string, plaintext: string): string {
  const keys = journalKeyring(key);
  const nonce = Buffer.alloc(12, 3);
  const cipher = createCipheriv('aes-256-gcm', keys.current.bytes, nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `j1.${keys.current.id}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

describe('journal keyring', () => {
  it('seals with AES-256-GCM under the current key id and opens it again', () => {
    const keys = journalKeyring(KEY_A);
    const sealed = seal(keys, 'Dear diary: ünïcode and emoji 🌕', CELL);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.startsWith('j2.')).toBe(true);
    expect(isSealedCurrent(keys, sealed)).toBe(true);
    expect(sealedKeyId(sealed)).toBe(keys.current.id);
    expect(sealed).not.toContain('diary');
    expect(open(keys, sealed, CELL)).toBe('Dear diary: ünïcode and emoji 🌕');
    // A fresh nonce each time: the same words never look the same twice.
    expect(seal(keys, 'same', CELL)).not.toBe(seal(keys, 'same', CELL));
    expect(openList(keys, sealList(keys, ['a', 'b'], CELL), CELL)).toEqual(['a', 'b']);
  });

  it.each<[string, Partial<SealedCell>]>([
    ['another member', { memberId: 'member-2' }],
    ['another row', { rowId: 'row-2' }],
    ['another column', { column: 'gratitude_sealed' }],
    ['another table', { table: 'habit_day_notes' }],
  ])('refuses a value moved to %s, and says so', (_where, moved) => {
    const refused: SealedCell[] = [];
    const keys = { ...journalKeyring(KEY_A), onRefused: (cell: SealedCell) => void refused.push(cell) };
    const sealed = seal(keys, 'mine alone', CELL);
    const elsewhere = { ...CELL, ...moved };
    expect(open(keys, sealed, elsewhere)).toBeNull();
    expect(openList(keys, sealList(keys, ['mine'], CELL), elsewhere)).toEqual([]);
    expect(refused).toEqual([elsewhere, elsewhere]);
  });

  it('still opens a value of the first format (no bound cell), which is not current', () => {
    const keys = journalKeyring(KEY_A);
    const old = sealUnbound(KEY_A, 'from before cells were bound');
    expect(isSealed(old)).toBe(true);
    expect(isSealedCurrent(keys, old)).toBe(false);
    expect(open(keys, old, CELL)).toBe('from before cells were bound');
  });

  it('opens values of the previous key during a rotation, and refuses a key it does not hold', () => {
    const old = journalKeyring(KEY_A);
    const sealed = seal(old, 'before the rotation', CELL);
    expect(open(journalKeyring(KEY_B, KEY_A), sealed, CELL)).toBe('before the rotation');
    expect(isSealedCurrent(journalKeyring(KEY_B, KEY_A), sealed)).toBe(false);
    expect(() => open(journalKeyring(KEY_B), sealed, CELL)).toThrow(/does not hold/);
  });

  it('refuses a value whose ciphertext was changed (the tag fails)', () => {
    const keys = journalKeyring(KEY_A);
    const sealed = seal(keys, 'untouched', CELL);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(open(keys, tampered, CELL)).toBeNull();
  });

  it('generates a key once in DATA_DIR (mode 600) and reads the same key afterwards', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'journal-key-'));
    const first = resolveJournalKeyring(undefined, undefined, dir);
    const again = resolveJournalKeyring(undefined, undefined, dir);
    expect(again.current.id).toBe(first.current.id);
    const file = path.join(dir, 'journal-key');
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJournalKeyring(KEY_B, undefined, dir).current.id).toBe(journalKeyring(KEY_B).current.id);
  });
});
