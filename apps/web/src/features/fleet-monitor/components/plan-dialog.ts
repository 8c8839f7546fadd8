import type { ComponentType } from 'react';

/** The mileage plan dialog the app composes into the fleet monitor (it belongs to the mileage area). */
export type PlanDialogComponent = ComponentType<{
  driver: { id: string; name: string; plannedYearlyKm: number | null } | null;
  onClose: () => void;
}>;
