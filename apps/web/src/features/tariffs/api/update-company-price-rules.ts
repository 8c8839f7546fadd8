import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPriceRules, UpdateCompanyPriceRules } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys, tariffKeys } from './keys.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** PUT /backend/companies/{id}/price-rules: the sessions of the drivers concerned are priced again. */
export async function updateCompanyPriceRules({ companyId, body }: { companyId: string; body: UpdateCompanyPriceRules }): Promise<CompanyPriceRules> {
  return apiFetch<CompanyPriceRules>(`/companies/${encodeURIComponent(companyId)}/price-rules`, { method: 'PUT', body });
}

export function useUpdateCompanyPriceRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyPriceRules,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
        queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
        queryClient.invalidateQueries({ queryKey: areaKeys.chargingSessions }),
      ]),
  });
}
