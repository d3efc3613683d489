import type { ReactNode } from 'react';

/** docs/architecture.md: one toast visible at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
};

/** What a caller gives `toast`: the store adds the id and opens it. */
export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export type ToastAction =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transitions: newest first, capped at TOAST_LIMIT; dismiss closes (all when no id); remove deletes. */
export function toastReducer(state: ToastData[], action: ToastAction): ToastData[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast));
    case 'dismiss':
      return state.map((toast) =>
        action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}

type Listener = (toasts: ToastData[]) => void;

/** A tiny global store so any code (mutations, effects) can raise a toast without prop drilling. */
export function createToastStore(removeDelayMs = TOAST_REMOVE_DELAY_MS) {
  let toasts: ToastData[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener(toasts);
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, removeDelayMs),
    );
  };

  const dismiss = (id?: string) => {
    for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
    dispatch({ type: 'dismiss', id });
  };

  const toast = (input: ToastInput) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next: Omit<ToastData, 'id'>) => dispatch({ type: 'update', toast: { ...next, id } }),
    };
  };

  return {
    toast,
    dismiss,
    getToasts: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.toast;
