import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import type { RemoteOption } from '../../../components/ui/remote-select.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { wallboxKeys } from './keys.ts';

/** GET /backend/users/simple-search: drivers of the caller's scope whose name or e-mail holds the text, as picker options. */
export function useWallboxDriverOptions(name: string) {
  return useQuery({
    queryKey: wallboxKeys.driverOptions(name),
    queryFn: async ({ signal }): Promise<RemoteOption[]> => {
      const users = await apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name, role: 'USER' }, signal });
      return users.map((u) => ({ value: u.id, label: u.name, note: [u.email, u.companyName].filter(Boolean).join(' · ') }));
    },
    placeholderData: keepPreviousData,
  });
}
