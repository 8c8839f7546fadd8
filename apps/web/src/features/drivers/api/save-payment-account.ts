import { useMutation } from '@tanstack/react-query';
import type { PaymentAccountInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

/** POST /backend/users/{id}/payment-account: links the driver's bank account (and Payment+ for administrators). */
export function savePaymentAccount({ id, body }: { id: string; body: PaymentAccountInput }): Promise<unknown> {
  return apiFetch<unknown>(`/users/${encodeURIComponent(id)}/payment-account`, { method: 'POST', body });
}

export function useSavePaymentAccount() {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: savePaymentAccount,
    onSuccess: invalidate,
  });
}
