import { columnLabels } from '../i18n/column-labels.ts';

/** The cable list's columns, on the page and in the export. */
export const CABLE_COLUMNS = columnLabels({
  en: {
    hardwareId: 'Hardware ID',
    status: 'Status',
    assigned: 'Assignment',
    company: 'Company',
    driver: 'Driver',
    firmwareVersion: 'Firmware',
    createdAt: 'Created',
    pincode: 'Pincode',
    pincodeReset: 'Pincode reset required',
    pincodeOverride: 'Pincode master override',
    id: 'ID',
    actions: 'Actions',
    cable: 'Cable',
  },
  de: {
    hardwareId: 'Hardware-ID',
    status: 'Status',
    assigned: 'Zuweisung',
    company: 'Unternehmen',
    driver: 'Fahrer',
    firmwareVersion: 'Firmware',
    createdAt: 'Erstellt',
    pincode: 'PIN-Code',
    pincodeReset: 'PIN-Code zurücksetzen',
    pincodeOverride: 'PIN-Code Master-Override',
    id: 'ID',
    actions: 'Aktionen',
    cable: 'Kabel',
  },
});
