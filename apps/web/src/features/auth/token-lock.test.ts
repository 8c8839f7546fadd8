import { describe, expect, it } from 'vitest';
import { TokenLock } from './token-lock.ts';

describe('token lock', () => {
  it('runs token requests one after the other', async () => {
    const lock = new TokenLock();
    const order: string[] = [];
    const slow = lock.run(async () => {
      order.push('first start');
      await new Promise((r) => setTimeout(r, 20));
      order.push('first end');
    }, 1000);
    const fast = lock.run(async () => {
      order.push('second');
    }, 1000);
    await Promise.all([slow, fast]);
    expect(order).toEqual(['first start', 'first end', 'second']);
  });

  it('gives up after the wait time and lets later requests through', async () => {
    const lock = new TokenLock();
    let finish!: () => void;
    const blocking = lock.run(() => new Promise<void>((r) => (finish = r)), 1000);
    await expect(lock.run(async () => 'late', 10)).rejects.toMatchObject({ kind: 'timeout' });
    const after = lock.run(async () => 'after', 1000);
    finish();
    await blocking;
    await expect(after).resolves.toBe('after');
  });
});
