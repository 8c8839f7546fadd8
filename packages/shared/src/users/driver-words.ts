import { valueWords } from '../i18n/value-words.ts';
import type { DriverMissingField } from './users.ts';

type DriverWords = {
  missingField: Record<DriverMissingField, string>;
};

/** The words for a driver's values, on the pages and in the export. */
export const DRIVER_WORDS = valueWords<DriverWords>({
  en: {
    missingField: {
      IBAN: 'IBAN',
      TARIFF: 'Tariff',
      ADDRESS: 'Address',
      CABLE: 'Cable',
      CAR_PLATE: 'Car plate',
      COMPANY_NAME: 'Company name',
      COST_CENTER: 'Cost center',
      EMPLOYEE_ID: 'Employee ID',
    },
  },
  de: {
    missingField: {
      IBAN: 'IBAN',
      TARIFF: 'Tarif',
      ADDRESS: 'Adresse',
      CABLE: 'Kabel',
      CAR_PLATE: 'Kennzeichen',
      COMPANY_NAME: 'Unternehmensname',
      COST_CENTER: 'Kostenstelle',
      EMPLOYEE_ID: 'Personalnummer',
    },
  },
});
