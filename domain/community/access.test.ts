import { describe, expect, it } from 'vitest';
import { changesContent, deleteAccess, updateAccess } from './access';

const author = { isAuthor: true, isAdmin: false };
const member = { isAuthor: false, isAdmin: false };
const admin = { isAuthor: false, isAdmin: true };
const adminAuthor = { isAuthor: true, isAdmin: true };

describe('updateAccess', () => {
  it.each([
    ['author edits', author, { title: 'New title' }, 'allowed'],
    ['author verifies', author, { isVerified: true }, 'forbidden'],
    ['author hides', author, { isHidden: true }, 'forbidden'],
    ['member edits', member, { content: 'x' }, 'not-found'],
    ['member verifies', member, { isVerified: true }, 'forbidden'],
    ['admin verifies', admin, { isVerified: true }, 'allowed'],
    ['admin hides', admin, { isHidden: false }, 'allowed'],
    ['admin edits', admin, { title: 'Rewritten' }, 'forbidden'],
    ['admin edits and verifies', admin, { title: 'Rewritten', isVerified: true }, 'forbidden'],
    ['admin edits own and verifies', adminAuthor, { title: 'Mine', isVerified: true }, 'allowed'],
    ['undefined fields do not count', member, { title: undefined, isVerified: undefined }, 'allowed'],
  ] as const)('%s -> %s', (_, actor, update, expected) => {
    expect(updateAccess(actor, update)).toBe(expected);
  });
});

describe('deleteAccess', () => {
  it.each([
    [author, 'allowed'],
    [admin, 'allowed'],
    [member, 'not-found'],
  ] as const)('%o -> %s', (actor, expected) => {
    expect(deleteAccess(actor)).toBe(expected);
  });
});

describe('changesContent', () => {
  const current = {
    title: 'Debt free',
    content: 'x'.repeat(50),
    manifestationType: 'wealth' as const,
    amountAchieved: 5000,
    timeframe: null,
    techniques: ['Scripting'],
  };
  it.each([
    [{ title: 'Debt free!' }, true],
    [{ title: 'Debt free' }, false],
    [{ ...current }, false],
    [{ ...current, techniques: ['Scripting', 'Meditation'] }, true],
    [{ techniques: ['Scripting'] }, false],
    [{ amountAchieved: null }, true],
    [{ timeframe: null }, false],
    [{ isPublic: false }, false],
    [{ isVerified: true, isHidden: false }, false],
  ])('%o -> %s', (update, expected) => {
    expect(changesContent(current, update)).toBe(expected);
  });
});
