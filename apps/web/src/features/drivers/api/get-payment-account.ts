import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAccount } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { driverKeys } from './keys.ts';

/** GET /backend/users/{id}/payment-account: IBAN, holder and Payment+. */
export async function getPaymentAccount(id: string, signal?: AbortSignal): Promise<PaymentAccount> {
  return apiFetch<PaymentAccount>(`/users/${encodeURIComponent(id)}/payment-account`, { signal });
}

export const paymentAccountQueryOptions = (id: string) =>
  queryOptions({ queryKey: driverKeys.paymentAccount(id), queryFn: ({ signal }) => getPaymentAccount(id, signal) });

export function usePaymentAccount(id: string | null | undefined) {
  return useQuery({ ...paymentAccountQueryOptions(id ?? ''), enabled: !!id });
}
