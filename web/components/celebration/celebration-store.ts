/**
 * The one celebration on screen (docs/dashboard.md, "Moments"): any feature raises it with
 * `celebrate`, the host in the signed-in app shows it. A newer one replaces the one showing.
 */
export type Celebration = { id: number; title: string; detail: string };

type Listener = () => void;

let current: Celebration | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const celebrationStore = {
  get: (): Celebration | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    if (current?.id !== id) return;
    current = null;
    emit();
  },
};

export function celebrate(title: string, detail: string): void {
  current = { id: nextId++, title, detail };
  emit();
}
