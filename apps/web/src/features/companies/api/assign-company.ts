import { useMutation } from '@tanstack/react-query';
import type { Company } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateCompanies } from './use-invalidate-companies.ts';

/** PUT /backend/companies/{id}/parent (administrators): makes the company a child of a PRO company. */
export async function assignCompany(id: string, parentId: string): Promise<Company> {
  return apiFetch<Company>(`/companies/${encodeURIComponent(id)}/parent`, { method: 'PUT', body: { parentId } });
}

export function useAssignCompany(id: string) {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: (parentId: string) => assignCompany(id, parentId), onSuccess: invalidate });
}
