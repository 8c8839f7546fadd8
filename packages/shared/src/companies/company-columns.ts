import { columnLabels } from '../i18n/column-labels.ts';

/** The company list's columns, on the page and in the export. */
export const COMPANY_COLUMNS = columnLabels({
  en: {
    name: 'Name',
    country: 'Country',
    subscriptionType: 'Subscription',
    parentName: 'Parent company',
    createdAt: 'Created',
    id: 'ID',
  },
  de: {
    name: 'Name',
    country: 'Land',
    subscriptionType: 'Abonnement',
    parentName: 'Muttergesellschaft',
    createdAt: 'Erstellt am',
    id: 'ID',
  },
});
