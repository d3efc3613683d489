/** The longest the browser may put off a settled-page task while it stays busy. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the browser has an idle moment: for code no page needs
 * for its first render (docs/performance.md, "The signed-in dashboard"). Returns a cancel function.
 */
export function whenPageSettled(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
