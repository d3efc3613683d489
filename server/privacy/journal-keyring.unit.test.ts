import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  journalKeyring,
  open,
  openList,
  resolveJournalKeyring,
  seal,
  sealList,
  sealedKeyId,
} from './journal-keyring';

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');

describe('journal keyring', () => {
  it('seals with AES-256-GCM under the current key id and opens it again', () => {
    const keys = journalKeyring(KEY_A);
    const sealed = seal(keys, 'Dear diary: ünïcode and emoji 🌕');
    expect(isSealed(sealed)).toBe(true);
    expect(sealedKeyId(sealed)).toBe(keys.current.id);
    expect(sealed).not.toContain('diary');
    expect(open(keys, sealed)).toBe('Dear diary: ünïcode and emoji 🌕');
    // A fresh nonce each time: the same words never look the same twice.
    expect(seal(keys, 'same')).not.toBe(seal(keys, 'same'));
    expect(openList(keys, sealList(keys, ['a', 'b']))).toEqual(['a', 'b']);
  });

  it('opens values of the previous key during a rotation, and refuses a key it does not hold', () => {
    const old = journalKeyring(KEY_A);
    const sealed = seal(old, 'before the rotation');
    expect(open(journalKeyring(KEY_B, KEY_A), sealed)).toBe('before the rotation');
    expect(() => open(journalKeyring(KEY_B), sealed)).toThrow(/does not hold/);
  });

  it('refuses a value whose ciphertext was changed (the tag fails)', () => {
    const keys = journalKeyring(KEY_A);
    const sealed = seal(keys, 'untouched');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => open(keys, tampered)).toThrow();
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
