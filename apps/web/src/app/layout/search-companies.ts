import type { CompanyRef, Paged } from '@fleetwatt/shared';
import { apiFetch } from '../../lib/api-client.ts';

export const SELECTOR_PAGE_SIZE = 20;

/** GET /backend/companies/search?name=…: the companies an administrator can switch into. */
export function searchCompanies(name: string, signal?: AbortSignal): Promise<Paged<CompanyRef>> {
  return apiFetch<Paged<CompanyRef>>('/companies/search', {
    query: { name: name || undefined, pageSize: SELECTOR_PAGE_SIZE, pageNumber: 0 },
    signal,
  });
}
