import { AuthFailure } from './auth.ts';

/**
 * One token request at a time, so that concurrent API calls share a single renewal instead of
 * opening an iframe each. A caller waits at most `waitMs` for its turn (spec section 9: 5 s).
 */
export class TokenLock {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(task: () => Promise<T>, waitMs: number): Promise<T> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => done);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const acquired = await Promise.race([
      previous.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
    ]);
    clearTimeout(timer);
    if (!acquired) {
      // Give up this turn without blocking those queued behind it.
      void previous.then(release);
      throw new AuthFailure('timeout', 'Waited too long for another token request to finish.');
    }
    try {
      return await task();
    } finally {
      release();
    }
  }
}
