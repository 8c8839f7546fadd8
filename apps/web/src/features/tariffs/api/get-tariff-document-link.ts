import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentLink } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { tariffKeys } from './keys.ts';

/** GET /backend/tariffs/{id}/document-link: an address the preview frame can open for a few minutes. */
export async function getTariffDocumentLink(id: string, signal?: AbortSignal): Promise<DocumentLink> {
  return apiFetch<DocumentLink>(`/tariffs/${encodeURIComponent(id)}/document-link`, { signal });
}

export const tariffDocumentLinkQueryOptions = (id: string) =>
  queryOptions({ queryKey: tariffKeys.documentLink(id), queryFn: ({ signal }) => getTariffDocumentLink(id, signal) });

export function useTariffDocumentLink(id: string | null) {
  return useQuery({ ...tariffDocumentLinkQueryOptions(id ?? ''), enabled: !!id });
}
