import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFilter, AuditPage, AuditSearch } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const AUDIT_EVENTS_PATH = '/audit-events';
/** GET /backend/audit-events/export: the same list as a file (the list's filters and sort plus `export`). */
export const AUDIT_EVENTS_EXPORT_PATH = '/audit-events/export';

/** The audit list's query as the page keeps it in the URL (see ZAuditSearch); the server fills in what is absent. */
export type AuditQuery = Partial<Pick<AuditSearch, 'pageNumber' | 'pageSize' | 'sortField' | 'sortDir'>> & AuditFilter;

export const auditKeys = {
  all: areaKeys.audit,
  searches: () => [...auditKeys.all, 'search'] as const,
  search: (query: AuditQuery) => [...auditKeys.searches(), query] as const,
};

/** GET /backend/audit-events: one page of the recorded changes in the caller's scope. */
export async function getAuditEvents(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch<AuditPage>(AUDIT_EVENTS_PATH, { query: { ...query }, signal });
}

export const auditEventsQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.search(query),
    queryFn: ({ signal }) => getAuditEvents(query, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAuditEvents(query: AuditQuery) {
  return useQuery(auditEventsQueryOptions(query));
}
