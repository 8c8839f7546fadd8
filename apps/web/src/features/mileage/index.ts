// What other parts of the app may compose (the fleet monitor opens the mileage plan from its rows).
export { MileagePlanEditDialog, type MileagePlanEditDialogProps, type MileagePlanTarget } from './components/mileage-plan-edit-dialog.tsx';
