import { useQuery } from '@tanstack/react-query';
import type { CompanyPriceRules } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys } from './keys.ts';

/** GET /backend/companies/{id}/price-rules: the company's choice per country. */
export async function getCompanyPriceRules(companyId: string, signal?: AbortSignal): Promise<CompanyPriceRules> {
  return apiFetch<CompanyPriceRules>(`/companies/${encodeURIComponent(companyId)}/price-rules`, { signal });
}

export function useCompanyPriceRules(companyId: string | null) {
  return useQuery({
    queryKey: pricingKeys.companyRules(companyId ?? ''),
    queryFn: ({ signal }) => getCompanyPriceRules(companyId!, signal),
    enabled: !!companyId,
  });
}
