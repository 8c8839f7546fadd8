import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** GET /backend/companies/search by name: the companies an administrator may invite drivers into. */
export async function getInviteCompanies(name: string, signal?: AbortSignal): Promise<CompanyPage> {
  return apiFetch<CompanyPage>('/companies/search', { query: { name, pageSize: 50, sortField: 'name', sortDir: 'ASC' }, signal });
}

export function useInviteCompanies(name: string, enabled: boolean) {
  return useQuery({
    queryKey: [...inviteKeys.all, 'companies', name],
    queryFn: ({ signal }) => getInviteCompanies(name, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
