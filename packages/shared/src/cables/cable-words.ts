import { valueWords } from '../i18n/value-words.ts';
import type { CableStatus } from '../common/enums.ts';

type CableWords = {
  status: Record<CableStatus, string>;
  assigned: Record<'true' | 'false', string>;
};

/** The words for a cable's values, on the pages and in the export. */
export const CABLE_WORDS = valueWords<CableWords>({
  en: {
    status: {
      ACTIVE: 'Active',
      INACTIVE: 'Inactive',
    },
    assigned: {
      true: 'Assigned',
      false: 'Unassigned',
    },
  },
  de: {
    status: {
      ACTIVE: 'Aktiv',
      INACTIVE: 'Inaktiv',
    },
    assigned: {
      true: 'Zugewiesen',
      false: 'Nicht zugewiesen',
    },
  },
});
