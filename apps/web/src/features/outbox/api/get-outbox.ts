import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailStatus, OutboxPage, OutboxSortField, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const outboxKeys = {
  all: areaKeys.outbox,
  searches: () => [...outboxKeys.all, 'search'] as const,
  search: (query: OutboxQuery) => [...outboxKeys.searches(), query] as const,
  mail: (id: string) => [...outboxKeys.all, 'mail', id] as const,
};

/** The outbox list's query as the page keeps it in the URL (see ZOutboxSearch). */
export interface OutboxQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: OutboxSortField;
  sortDir?: SortDir;
  to?: string;
  status?: EmailStatus;
}

/** GET /backend/outbox: one page of the mails the product sent. */
export async function getOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage> {
  return apiFetch<OutboxPage>('/outbox', { query: { ...query }, signal });
}

export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: outboxKeys.search(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(query: OutboxQuery) {
  return useQuery(outboxQueryOptions(query));
}
