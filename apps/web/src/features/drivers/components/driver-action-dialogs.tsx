import type { CableRef, CompanyRef, Driver, DriverListItem } from '@fleetwatt/shared';
import { DriverAssignCableDialog } from './driver-assign-cable-dialog.tsx';
import { DriverAssignCompanyDialog } from './driver-assign-company-dialog.tsx';
import { DriverEditDialog } from './driver-edit-dialog.tsx';
import { DriverNotificationDialog } from './driver-notification-dialog.tsx';
import { DriverPaymentAccountDialog } from './driver-payment-account-dialog.tsx';
import { DriverRemoveCompanyDialog } from './driver-remove-company-dialog.tsx';
import { DriverSubscriptionDialog } from './driver-subscription-dialog.tsx';

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

/** The driver dialogs of a page; the one named by `state` is open. */
export function DriverActionDialogs({
  state,
  onClose,
  isAdministrator,
  onRemoved,
}: {
  state: DriverDialogState | null;
  onClose: () => void;
  isAdministrator: boolean;
  onRemoved?: () => void;
}) {
  const on = (kind: DriverDialogKind) => (state?.kind === kind ? state.driver : null);
  const removing = on('removeCompany');
  return (
    <>
      <DriverEditDialog driverId={on('edit')?.id ?? null} onClose={onClose} />
      <DriverAssignCableDialog driver={on('assignCable')} onClose={onClose} />
      {isAdministrator && <DriverAssignCompanyDialog driver={on('assignCompany')} onClose={onClose} />}
      <DriverPaymentAccountDialog driver={on('paymentAccount')} isAdministrator={isAdministrator} onClose={onClose} />
      <DriverNotificationDialog driver={on('notification')} onClose={onClose} />
      <DriverSubscriptionDialog driverId={on('subscription')?.id ?? null} onClose={onClose} />
      <DriverRemoveCompanyDialog
        driver={removing && { id: removing.id, name: removing.name, companyName: removing.company?.name ?? null }}
        onClose={onClose}
        onRemoved={onRemoved}
      />
    </>
  );
}
