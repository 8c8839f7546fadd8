import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateCompanies } from './use-invalidate-companies.ts';

/** POST /backend/companies/{id}/payment-account/{accountId} (administrators, no body, answers 204). */
export function linkPaymentAccount(id: string, accountId: string): Promise<void> {
  return apiFetch<void>(`/companies/${encodeURIComponent(id)}/payment-account/${encodeURIComponent(accountId)}`, { method: 'POST' });
}

export function useLinkPaymentAccount(id: string) {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: (accountId: string) => linkPaymentAccount(id, accountId), onSuccess: invalidate });
}
