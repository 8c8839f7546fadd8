import type { CableRef, CompanyRef, Driver, DriverListItem } from '@fleetwatt/shared';

export type DriverDialogKind =
  | 'edit'
  | 'assignCable'
  | 'assignCompany'
  | 'paymentAccount'
  | 'notification'
  | 'subscription'
  | 'removeCompany';

/** What the dialogs need to know about the driver they act on. */
export interface DriverTarget {
  id: string;
  name: string;
  company: CompanyRef | null;
  cable: CableRef | null;
}

export interface DriverDialogState {
  kind: DriverDialogKind;
  driver: DriverTarget;
}

/** "Ada Lovelace", else the user name, else the email. */
export function driverName(d: Pick<Driver | DriverListItem, 'firstName' | 'lastName' | 'userName' | 'email'>): string {
  return `${d.firstName} ${d.lastName}`.trim() || d.userName || d.email;
}

export function driverTarget(d: Driver | DriverListItem): DriverTarget {
  return {
    id: d.id,
    name: driverName(d),
    company: d.companyId ? { id: d.companyId, name: d.companyName ?? '' } : null,
    cable: d.cable,
  };
}
