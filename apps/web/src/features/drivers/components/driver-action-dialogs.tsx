import { DriverAssignCableDialog } from './driver-assign-cable-dialog.tsx';
import { DriverAssignCompanyDialog } from './driver-assign-company-dialog.tsx';
import { DriverEditDialog } from './driver-edit-dialog.tsx';
import { DriverNotificationDialog } from './driver-notification-dialog.tsx';
import { DriverPaymentAccountDialog } from './driver-payment-account-dialog.tsx';
import { DriverRemoveCompanyDialog } from './driver-remove-company-dialog.tsx';
import { DriverSubscriptionDialog } from './driver-subscription-dialog.tsx';
import type { DriverDialogKind, DriverDialogState } from './driver-target.ts';

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
