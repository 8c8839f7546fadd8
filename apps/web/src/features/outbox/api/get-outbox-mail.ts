import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMailDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { outboxKeys } from './get-outbox.ts';

/** GET /backend/outbox/{id}: one mail with its bodies. */
export async function getOutboxMail(id: string, signal?: AbortSignal): Promise<OutboxMailDetail> {
  return apiFetch<OutboxMailDetail>(`/outbox/${encodeURIComponent(id)}`, { signal });
}

export const outboxMailQueryOptions = (id: string) =>
  queryOptions({ queryKey: outboxKeys.mail(id), queryFn: ({ signal }) => getOutboxMail(id, signal) });

export function useOutboxMail(id: string | null) {
  return useQuery({ ...outboxMailQueryOptions(id ?? ''), enabled: !!id });
}
