import { Spinner } from '#web/components/ui/spinner';

/** Shown while the sign-in state loads (docs/dashboard.md). */
export function FullScreenLoader() {
  return (
    <div className="grid min-h-dvh place-items-center bg-night">
      <div className="flex flex-col items-center gap-4">
        <Spinner className="size-10" />
        <p className="text-sm text-muted">Loading</p>
      </div>
    </div>
  );
}

/** The in-shell fallback while a page's code loads. */
export function PageLoader() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner />
    </div>
  );
}
