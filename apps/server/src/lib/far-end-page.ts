import type { SortDir } from '@fleetwatt/shared';

/** From this many rows before a page on, the list is counted first and the page read from the nearer end. */
export const FAR_PAGE_OFFSET = 1_000;

/** The rows of a page as a statement reads them: after `offset` rows, `size` of them, in the order `dir`. */
export interface PageWindow {
  offset: number;
  size: number;
  dir: SortDir;
}

/**
 * Where a page lies when the list is read from its nearer end: past the middle of `total` rows the
 * page is the reversed order's rows after `total - offset - size`, turned round again. Needs a sort
 * whose keys end in a unique one, so that the reversed order is exactly the order reversed.
 */
export function pageWindow(page: { number: number; size: number }, dir: SortDir, total: number): PageWindow & { reversed: boolean } {
  const offset = page.number * page.size;
  const size = Math.max(0, Math.min(page.size, total - offset));
  const after = total - offset - size;
  return after < offset ? { offset: after, size, dir: dir === 'ASC' ? 'DESC' : 'ASC', reversed: true } : { offset, size, dir, reversed: false };
}

/**
 * One page and the list's total. A page within the first FAR_PAGE_OFFSET rows is read beside the
 * count; a deeper one waits for the count and is read from the nearer end, so an index walk skips
 * at most half the list (the last page costs what the first does). docs/decisions/0062.
 */
export async function readPage<Row>(
  page: { number: number; size: number },
  dir: SortDir,
  count: () => Promise<number>,
  rows: (window: PageWindow) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (page.number * page.size < FAR_PAGE_OFFSET) {
    const [read, total] = await Promise.all([rows({ offset: page.number * page.size, size: page.size, dir }), count()]);
    return { rows: read, total };
  }
  const total = await count();
  const window = pageWindow(page, dir, total);
  if (window.size === 0) return { rows: [], total };
  const read = await rows(window);
  return { rows: window.reversed ? read.reverse() : read, total };
}
