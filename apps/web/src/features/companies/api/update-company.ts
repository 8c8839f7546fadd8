import { useMutation } from '@tanstack/react-query';
import type { Company, UpdateCompany } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateCompanies } from './use-invalidate-companies.ts';

/** PUT /backend/companies/{id}: fields left out stay; fleet managers send only name, email and address. */
export async function updateCompany(id: string, body: UpdateCompany): Promise<Company> {
  return apiFetch<Company>(`/companies/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateCompany(id: string) {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: (body: UpdateCompany) => updateCompany(id, body), onSuccess: invalidate });
}
