import { useMutation } from '@tanstack/react-query';
import type { BankAuthorize } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/qonto/authorize: the bank's consent page for the selected company. */
export async function authorizeBank(): Promise<string> {
  return (await apiFetch<BankAuthorize>('/qonto/authorize')).url;
}

/** Leaves for the bank; it comes back to /public/qonto/callback. */
export function useAuthorizeBank(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: authorizeBank, onSuccess: (url) => go(url) });
}
