import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenseRenewal } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { licenseKeys } from './keys.ts';

/** GET /backend/licenses/{id}/renewals: the license's renewals, the latest period first. */
export async function getRenewals(id: string, signal?: AbortSignal): Promise<LicenseRenewal[]> {
  return apiFetch<LicenseRenewal[]>(`/licenses/${encodeURIComponent(id)}/renewals`, { signal });
}

export const renewalsQueryOptions = (id: string) =>
  queryOptions({ queryKey: licenseKeys.renewals(id), queryFn: ({ signal }) => getRenewals(id, signal) });

export function useRenewals(id: string | null) {
  return useQuery({ ...renewalsQueryOptions(id ?? ''), enabled: !!id });
}
