/**
 * Slows down password guessing: after `maxFailures` wrong passwords for one email from one
 * address within `windowMs`, that pair is refused until the window ends. Kept in memory, so
 * each server instance counts on its own; argon2's cost bounds the rest.
 */
export function createSignInThrottle({ maxFailures = 10, windowMs = 15 * 60_000 } = {}) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    isBlocked(key: string): boolean {
      return (current(key)?.count ?? 0) >= maxFailures;
    },
    recordFailure(key: string): void {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, resetAt: Date.now() + windowMs });
      if (failures.size > 10_000) {
        for (const k of failures.keys()) current(k);
      }
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
