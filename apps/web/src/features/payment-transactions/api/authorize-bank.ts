import { useMutation } from '@tanstack/react-query';
import type { BankAuthorize } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { rememberBankReturn } from './bank-return.ts';

/** GET /backend/qonto/authorize: the bank's consent page for the selected company. */
export async function authorizeBank(companyId: string | null = null): Promise<string> {
  return (await apiFetch<BankAuthorize>('/qonto/authorize', { companyId })).url;
}

/** Leaves for the bank, remembering this page; the bank comes back to /public/qonto/callback. */
export function useAuthorizeBank(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: (companyId: string | null) => authorizeBank(companyId),
    onSuccess: (url) => {
      rememberBankReturn(window.location.pathname + window.location.search);
      go(url);
    },
  });
}
