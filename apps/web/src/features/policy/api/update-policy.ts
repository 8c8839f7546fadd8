import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyPolicy } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { COMPANIES_KEY } from './get-policy-company.ts';

/** PUT /backend/companies/{id}/policy: the policy text; null or empty removes it. */
export async function updatePolicy(companyId: string, body: CompanyPolicy): Promise<Company> {
  return apiFetch<Company>(`/companies/${encodeURIComponent(companyId)}/policy`, { method: 'PUT', body });
}

export function useUpdatePolicy(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyPolicy) => updatePolicy(companyId, body),
    // Spec section 7: a company change refreshes the cached company search and detail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
  });
}
