import { columnLabels } from '../i18n/column-labels.ts';

/** The license list's columns, on the page and in the export. */
export const LICENSE_COLUMNS = columnLabels({
  en: {
    company: 'Company',
    cable: 'Cable',
    driver: 'Driver',
    type: 'Type',
    status: 'Status',
    startDate: 'Start',
    expirationDate: 'Expiration',
    renewalStatus: 'Renewal',
    invoiceStatus: 'Invoice',
    actions: 'Actions',
    licenseKey: 'License key',
    price: 'Yearly price',
    id: 'ID',
  },
  de: {
    company: 'Unternehmen',
    cable: 'Kabel',
    driver: 'Fahrer',
    type: 'Art',
    status: 'Status',
    startDate: 'Beginn',
    expirationDate: 'Ablauf',
    renewalStatus: 'Verlängerung',
    invoiceStatus: 'Rechnung',
    actions: 'Aktionen',
    licenseKey: 'Lizenzschlüssel',
    price: 'Jahrespreis',
    id: 'ID',
  },
});
