import { valueWords } from '../i18n/value-words.ts';
import type { MileageSource } from '../common/enums.ts';
import type { MileageFlag } from './mileage.ts';

type MileageWords = {
  source: Record<MileageSource, string>;
  flag: Record<MileageFlag | 'OK', string>;
};

/** The words for a mileage reading's values, on the pages and in the export. */
export const MILEAGE_WORDS = valueWords<MileageWords>({
  en: {
    source: {
      CAR: 'Car',
      DRIVER: 'Driver',
    },
    flag: {
      OK: 'Plausible',
      BACKWARDS: 'Went backwards',
      JUMP: 'Implausible jump',
    },
  },
  de: {
    source: {
      CAR: 'Auto',
      DRIVER: 'Fahrer',
    },
    flag: {
      OK: 'Plausibel',
      BACKWARDS: 'Rückläufig',
      JUMP: 'Unplausibler Sprung',
    },
  },
});
