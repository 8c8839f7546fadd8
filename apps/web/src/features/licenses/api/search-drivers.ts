import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import type { RemoteOption } from '../../../components/ui/remote-select.tsx';

/** GET /backend/users/simple-search?name=&companyId=: up to 20 drivers. */
export async function searchDrivers(name: string, companyId: string | undefined, signal?: AbortSignal): Promise<RemoteOption[]> {
  const list = await apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name: name || undefined, companyId }, signal });
  return list.map((d) => ({ value: d.id, label: d.name, note: [d.email, d.companyName].filter(Boolean).join(' · ') }));
}

export function useDriverOptions(name: string, companyId?: string) {
  return useQuery({
    queryKey: ['licenses', 'driver-options', companyId ?? null, name] as const,
    queryFn: ({ signal }) => searchDrivers(name, companyId, signal),
    placeholderData: keepPreviousData,
  });
}
