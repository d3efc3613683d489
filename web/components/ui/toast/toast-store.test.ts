import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  createToastStore,
  toastReducer,
  type ToastData,
} from './toast-store';

const make = (id: string, open = true): ToastData => ({ id, title: `t${id}`, open });

describe('toastReducer', () => {
  it('keeps only the newest toast (limit 1)', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer([make('1')], { type: 'add', toast: make('2') });
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id and leaves others alone', () => {
    const state = toastReducer([make('1')], { type: 'update', toast: { id: '1', title: 'changed' } });
    expect(state[0]).toMatchObject({ id: '1', title: 'changed', open: true });
    expect(toastReducer([make('1')], { type: 'update', toast: { id: '9', title: 'x' } })[0]?.title).toBe(
      't1',
    );
  });

  it('dismisses one toast or all of them by closing them', () => {
    expect(toastReducer([make('1')], { type: 'dismiss', id: '1' })[0]?.open).toBe(false);
    expect(toastReducer([make('1')], { type: 'dismiss', id: '2' })[0]?.open).toBe(true);
    expect(toastReducer([make('1'), make('2')], { type: 'dismiss' }).every((t) => !t.open)).toBe(true);
  });

  it('removes one toast or all of them', () => {
    expect(toastReducer([make('1'), make('2')], { type: 'remove', id: '1' }).map((t) => t.id)).toEqual(['2']);
    expect(toastReducer([make('1')], { type: 'remove' })).toEqual([]);
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('notifies subscribers and removes a dismissed toast after the removal delay', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const store = createToastStore();
    const seen: number[] = [];
    store.subscribe((toasts) => seen.push(toasts.length));
    const handle = store.toast({ title: 'Saved' });
    expect(store.getToasts()).toHaveLength(1);
    handle.dismiss();
    expect(store.getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
    expect(seen).toEqual([1, 1, 0]);
  });

  it('update changes the content of a live toast', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Saving' });
    handle.update({ title: 'Saved', open: true });
    expect(store.getToasts()[0]?.title).toBe('Saved');
  });
});
