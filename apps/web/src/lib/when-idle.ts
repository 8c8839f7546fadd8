/** How long a task waits for an idle moment at most, and where the browser cannot say (Safari). */
const IDLE_WAIT_MS = 2000;

/**
 * Runs a task once the browser has nothing more urgent to do: for what the first render does not
 * need but the next click might (the sign-in library, the other pages' translations).
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
  else setTimeout(task, IDLE_WAIT_MS / 10);
}
