import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectRowPage, FleetMonitorSortField, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { fleetMonitorKeys } from './keys.ts';

export interface ConnectRowsQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: FleetMonitorSortField;
  sortDir?: SortDir;
  year?: number;
  search?: string;
}

/** GET /backend/fleet-monitor/rows: one page of Connect rows for the year. */
export async function getConnectRows(query: ConnectRowsQuery, signal?: AbortSignal): Promise<ConnectRowPage> {
  return apiFetch<ConnectRowPage>('/fleet-monitor/rows', { query: { ...query }, signal });
}

export const connectRowsQueryOptions = (query: ConnectRowsQuery) =>
  queryOptions({
    queryKey: fleetMonitorKeys.rows(query),
    queryFn: ({ signal }) => getConnectRows(query, signal),
    placeholderData: keepPreviousData,
  });

export function useConnectRows(query: ConnectRowsQuery, enabled: boolean) {
  return useQuery({ ...connectRowsQueryOptions(query), enabled });
}
