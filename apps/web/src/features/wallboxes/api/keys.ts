import type { WallboxSearch } from '@fleetwatt/shared';
import { areaKeys } from '../../../lib/query-keys.ts';

export type WallboxListQuery = Partial<Pick<WallboxSearch, 'pageNumber' | 'pageSize' | 'sortField' | 'sortDir' | 'search' | 'connection' | 'companyId'>>;

/** Query keys of the wallboxes area; every wallbox change invalidates `wallboxKeys.all`. */
export const wallboxKeys = {
  all: areaKeys.wallboxes,
  list: (query: WallboxListQuery) => [...wallboxKeys.all, 'list', query] as const,
  detail: (id: string) => [...wallboxKeys.all, 'detail', id] as const,
};
