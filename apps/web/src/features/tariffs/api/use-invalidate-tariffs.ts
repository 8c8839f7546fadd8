import { useQueryClient } from '@tanstack/react-query';
import { tariffKeys } from './keys.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** After a tariff change: the tariff lists, and what shows sessions and drivers (their prices moved). */
export function useInvalidateTariffs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
      queryClient.invalidateQueries({ queryKey: areaKeys.drivers }),
      queryClient.invalidateQueries({ queryKey: areaKeys.chargingSessions }),
    ]);
}
