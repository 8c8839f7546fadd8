import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverCustomField } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { driverKeys } from './keys.ts';

/** GET /backend/users/{id}/custom-fields: the fields the company requires on receipts, with the driver's values. */
export async function getDriverCustomFields(id: string, signal?: AbortSignal): Promise<DriverCustomField[]> {
  return apiFetch<DriverCustomField[]>(`/users/${encodeURIComponent(id)}/custom-fields`, { signal });
}

export const driverCustomFieldsQueryOptions = (id: string) =>
  queryOptions({ queryKey: driverKeys.customFields(id), queryFn: ({ signal }) => getDriverCustomFields(id, signal) });

export function useDriverCustomFields(id: string | null | undefined) {
  return useQuery({ ...driverCustomFieldsQueryOptions(id ?? ''), enabled: !!id });
}
