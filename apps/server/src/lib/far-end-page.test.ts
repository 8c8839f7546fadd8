import { describe, expect, it } from 'vitest';
import { FAR_PAGE_OFFSET, pageWindow, readPage, type PageWindow } from './far-end-page.ts';

// A sorted list of 2,345 numbers read as a statement would: after `offset`, `size` of them, in `dir`.
const LIST = Array.from({ length: 2_345 }, (_, i) => i);
const read = async (w: PageWindow) => (w.dir === 'ASC' ? LIST : [...LIST].reverse()).slice(w.offset, w.offset + w.size);

describe('pages read from the nearer end', () => {
  it('reads a page past the middle in the reversed order and turns it round', () => {
    expect(pageWindow({ number: 0, size: 50 }, 'ASC', 2_345)).toEqual({ offset: 0, size: 50, dir: 'ASC', reversed: false });
    expect(pageWindow({ number: 46, size: 50 }, 'DESC', 2_345)).toEqual({ offset: 0, size: 45, dir: 'ASC', reversed: true });
    expect(pageWindow({ number: 47, size: 50 }, 'ASC', 2_345).size).toBe(0);
  });

  it('gives every page of both directions as the list in order, with its total', async () => {
    for (const dir of ['ASC', 'DESC'] as const) {
      const inOrder = dir === 'ASC' ? LIST : [...LIST].reverse();
      for (const number of [0, 1, FAR_PAGE_OFFSET / 50 - 1, FAR_PAGE_OFFSET / 50, 23, 24, 30, 46, 47]) {
        const page = await readPage({ number, size: 50 }, dir, async () => LIST.length, read);
        expect(page, `${dir} page ${number}`).toEqual({ rows: inOrder.slice(number * 50, number * 50 + 50), total: LIST.length });
      }
    }
  });
});
