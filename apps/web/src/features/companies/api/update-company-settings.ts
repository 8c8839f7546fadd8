import { useMutation } from '@tanstack/react-query';
import type { Company, UpdateCompanySettings } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateCompanies } from './use-invalidate-companies.ts';

/** PUT /backend/companies/{id}/settings: the settings of one options dialog; the others stay. */
export async function updateCompanySettings(id: string, body: UpdateCompanySettings): Promise<Company> {
  return apiFetch<Company>(`/companies/${encodeURIComponent(id)}/settings`, { method: 'PUT', body });
}

export function useUpdateCompanySettings(id: string) {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: (body: UpdateCompanySettings) => updateCompanySettings(id, body), onSuccess: invalidate });
}
