import { expect } from 'vitest';
import type { SortDir } from '@fleetwatt/shared';

/**
 * Every sort of a list in both directions, read page by page: the pages put together are the rows
 * ordered directly (`expected`: the ids in order, from SQL written in the test), and every page
 * states their number.
 */
export async function expectEverySortPaged<F extends string>(opts: {
  fields: readonly F[];
  size: number;
  expected: (field: F, dir: SortDir) => Promise<string[]>;
  page: (field: F, dir: SortDir, number: number) => Promise<{ ids: string[]; total: number }>;
}): Promise<void> {
  for (const field of opts.fields) {
    for (const dir of ['ASC', 'DESC'] as const) {
      const expected = await opts.expected(field, dir);
      const read: string[] = [];
      for (let number = 0; number * opts.size < expected.length; number++) {
        const page = await opts.page(field, dir, number);
        expect(page.total, `${field} ${dir} page ${number}`).toBe(expected.length);
        read.push(...page.ids);
      }
      expect(read, `${field} ${dir}`).toEqual(expected);
    }
  }
}
