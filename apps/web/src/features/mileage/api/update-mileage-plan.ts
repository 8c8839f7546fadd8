import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MileagePlan, MileagePlanInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** PUT /backend/users/{id}/mileage-plan: the driver's yearly km target (null removes it). */
export async function updateMileagePlan({ driverId, body }: { driverId: string; body: MileagePlanInput }): Promise<MileagePlan> {
  return apiFetch<MileagePlan>(`/users/${encodeURIComponent(driverId)}/mileage-plan`, { method: 'PUT', body });
}

/** Saves the plan and refreshes whatever shows it: mileage views, the fleet monitor, the driver. */
export function useUpdateMileagePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMileagePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: areaKeys.mileage }),
        queryClient.invalidateQueries({ queryKey: areaKeys.fleetMonitor }),
        queryClient.invalidateQueries({ queryKey: areaKeys.drivers }),
      ]),
  });
}
