import { columnLabels } from '../i18n/column-labels.ts';

/** The driver list's columns, on the page and in the export. */
export const DRIVER_COLUMNS = columnLabels({
  en: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    cable: 'Cable',
    tariffStatus: 'Tariff',
    completeness: 'Completeness',
    driver: 'Driver',
    subscription: 'Subscription',
    subscriptionEnd: 'Subscription end',
    energyKwh: 'Energy (kWh)',
    expense: 'Expense',
    paymentPlus: 'Payment+',
    complete: 'Profile complete',
    missing: 'Missing',
    id: 'ID',
  },
  de: {
    name: 'Name',
    email: 'E-Mail',
    company: 'Unternehmen',
    cable: 'Kabel',
    tariffStatus: 'Tarif',
    completeness: 'Vollständigkeit',
    driver: 'Fahrer',
    subscription: 'Abonnement',
    subscriptionEnd: 'Abonnement bis',
    energyKwh: 'Energie (kWh)',
    expense: 'Kosten',
    paymentPlus: 'Payment+',
    complete: 'Profil vollständig',
    missing: 'Fehlt',
    id: 'ID',
  },
});
