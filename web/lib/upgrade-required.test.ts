import { describe, expect, it } from 'vitest';
import { toastStore } from '#web/components/ui/toast/toast-store';
import { ApiError } from '#web/lib/api-client';
import { isUpgradeRequired, toastIfUpgradeRequired } from './upgrade-required';

describe('isUpgradeRequired', () => {
  it.each([
    [new ApiError(402, 'Upgrade to Pro'), true],
    [new ApiError(400, 'title: required'), false],
    [new Error('network'), false],
    ['402', false],
  ])('%s -> %s', (error, expected) => expect(isUpgradeRequired(error)).toBe(expected));
});

describe('toastIfUpgradeRequired', () => {
  it('toasts a 402 and leaves other errors to the caller', () => {
    expect(toastIfUpgradeRequired(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(toastStore.getToasts()).toHaveLength(0);
    expect(toastIfUpgradeRequired(new ApiError(402, 'Your Free plan includes 1 quantum goal.'))).toBe(true);
    expect(toastStore.getToasts()[0]?.title).toBe('Upgrade required');
  });
});
