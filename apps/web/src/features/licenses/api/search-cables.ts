import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CableListItem, Paged } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import type { RemoteOption } from '../../../components/ui/remote-select.tsx';

/** GET /backend/cables/search?hardwareId=&companyId=: the first 20 cables of a company, free ones first. */
export async function searchCables(hardwareId: string, companyId: string, signal?: AbortSignal): Promise<RemoteOption[]> {
  const page = await apiFetch<Paged<CableListItem>>('/cables/search', { query: { hardwareId: hardwareId || undefined, companyId, pageSize: 20 }, signal });
  return page.results.map((c) => ({ value: c.id, label: c.hardwareId, note: c.userName ?? undefined }));
}

export function useCableOptions(hardwareId: string, companyId: string) {
  return useQuery({
    queryKey: ['licenses', 'cable-options', companyId, hardwareId] as const,
    queryFn: ({ signal }) => searchCables(hardwareId, companyId, signal),
    placeholderData: keepPreviousData,
  });
}
