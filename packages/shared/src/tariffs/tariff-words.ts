import { valueWords } from '../i18n/value-words.ts';
import type { TariffStatus } from '../common/enums.ts';

type TariffWords = {
  status: Record<TariffStatus, string>;
};

/** The words for a tariff's values, on the pages and in the export. */
export const TARIFF_WORDS = valueWords<TariffWords>({
  en: {
    status: {
      PENDING: 'Pending',
      VALID: 'Valid',
      INVALID: 'Invalid',
    },
  },
  de: {
    status: {
      PENDING: 'Ausstehend',
      VALID: 'Gültig',
      INVALID: 'Ungültig',
    },
  },
});
