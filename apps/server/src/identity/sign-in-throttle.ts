/**
 * Slows down password guessing, with two counts of wrong passwords within `windowMs`:
 * - per e-mail and client address: after `perAddress` failures that pair is refused;
 * - per e-mail alone, whatever the address: after `perAccount` failures the e-mail is refused from
 *   everywhere, so guessing from many addresses (or a botnet) gains nothing.
 * Unknown e-mails count exactly like registered ones, so a refusal never says whether an account
 * exists. A refusal holds until the window of the first failure ends; even the right password is
 * refused meanwhile. Kept in memory, so each server instance counts on its own; argon2's cost
 * bounds the rest.
 */
export function createSignInThrottle({ perAddress = 10, perAccount = 20, windowMs = 15 * 60_000 } = {}) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  const keys = (address: string, email: string) => {
    const account = email.trim().toLowerCase();
    return { pair: `${address}\n${account}`, account: `*\n${account}` };
  };
  const bump = (key: string) => {
    const entry = current(key);
    if (entry) entry.count += 1;
    else failures.set(key, { count: 1, resetAt: Date.now() + windowMs });
  };

  return {
    isBlocked(address: string, email: string): boolean {
      const k = keys(address, email);
      return (current(k.pair)?.count ?? 0) >= perAddress || (current(k.account)?.count ?? 0) >= perAccount;
    },
    recordFailure(address: string, email: string): void {
      const k = keys(address, email);
      bump(k.pair);
      bump(k.account);
      if (failures.size > 20_000) {
        for (const key of failures.keys()) current(key);
      }
    },
    reset(address: string, email: string): void {
      const k = keys(address, email);
      failures.delete(k.pair);
      failures.delete(k.account);
    },
  };
}
