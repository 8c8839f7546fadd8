import { useMutation } from '@tanstack/react-query';
import type { BillingData, UpdateBillingData } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateCompanies } from './use-invalidate-companies.ts';

/** PUT /backend/companies/{id}/billing-data: billing contact, address and VAT number. */
export async function updateBillingData(id: string, body: UpdateBillingData): Promise<BillingData> {
  return apiFetch<BillingData>(`/companies/${encodeURIComponent(id)}/billing-data`, { method: 'PUT', body });
}

export function useUpdateBillingData(id: string) {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: (body: UpdateBillingData) => updateBillingData(id, body), onSuccess: invalidate });
}
