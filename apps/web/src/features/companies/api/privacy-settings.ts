import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, PrivacySettingsView } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { companyKeys } from './get-companies.ts';

/** GET /backend/privacy/settings for one company: its location setting and retention periods. */
export async function getPrivacySettings(companyId: string, signal?: AbortSignal): Promise<PrivacySettingsView> {
  return apiFetch<PrivacySettingsView>('/privacy/settings', { companyId, signal });
}

export const privacySettingsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyKeys.privacy(companyId), queryFn: ({ signal }) => getPrivacySettings(companyId, signal) });

export function usePrivacySettings(companyId: string) {
  return useQuery(privacySettingsQueryOptions(companyId));
}

/** PUT /backend/privacy/settings for one company; the audit trail records the change. */
export function useSavePrivacySettings(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) => apiFetch<PrivacySettingsView>('/privacy/settings', { method: 'PUT', body, companyId }),
    onSuccess: (view) => client.setQueryData(companyKeys.privacy(companyId), view),
  });
}
