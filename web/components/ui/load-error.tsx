import { Button } from './button';

/** What a widget shows when its data failed to load: what is missing, and one way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-xl border border-dashed border-line p-4"
    >
      <p className="text-sm text-muted">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
