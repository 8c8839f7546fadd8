/**
 * After a large export the process holds the heap it grew to (V8 keeps its young generation and
 * old-generation pages committed until the next collection, and an idle server collects nothing).
 * When the server runs with --expose-gc (scripts/server-command.mjs), the end of each export asks
 * for a full collection a moment later, which returns the pages to the system. Several exports
 * ending together ask once.
 */
let scheduled: NodeJS.Timeout | null = null;

export function giveBackMemorySoon(delayMs = 1_000): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect || scheduled) return;
  scheduled = setTimeout(() => {
    scheduled = null;
    collect();
  }, delayMs);
  scheduled.unref();
}
