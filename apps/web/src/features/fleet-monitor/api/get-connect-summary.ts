import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectSummary } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { fleetMonitorKeys } from './keys.ts';

export interface ConnectSummaryQuery {
  year?: number;
  search?: string;
}

/** GET /backend/fleet-monitor/summary: spec section 9's figures over the same drivers as the rows. */
export async function getConnectSummary(query: ConnectSummaryQuery, signal?: AbortSignal): Promise<ConnectSummary> {
  return apiFetch<ConnectSummary>('/fleet-monitor/summary', { query: { ...query }, signal });
}

export const connectSummaryQueryOptions = (query: ConnectSummaryQuery) =>
  queryOptions({ queryKey: fleetMonitorKeys.summary(query), queryFn: ({ signal }) => getConnectSummary(query, signal) });

export function useConnectSummary(query: ConnectSummaryQuery, enabled: boolean) {
  return useQuery({ ...connectSummaryQueryOptions(query), enabled });
}
