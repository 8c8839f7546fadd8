/** The administrators' actions on a row of the home table (spec section 2), in menu order. */
export type DriverRowAction = 'edit' | 'assignCable' | 'assignCompany' | 'paymentAccount';

export const DRIVER_ROW_ACTIONS: readonly DriverRowAction[] = ['edit', 'assignCable', 'assignCompany', 'paymentAccount'];

export interface DriverRowActionsProps {
  driverName: string;
  onAction: (action: DriverRowAction) => void;
}
