import { valueWords } from '../i18n/value-words.ts';
import type { Country } from './enums.ts';

type CommonWords = {
  countries: Record<Country, string>;
  yesNo: Record<'yes' | 'no', string>;
};

/** Words many lists use for their values: a country's name, yes and no. */
export const COMMON_WORDS = valueWords<CommonWords>({
  en: {
    countries: {
      AUSTRIA: 'Austria',
      GERMANY: 'Germany',
      SWITZERLAND: 'Switzerland',
      UNITED_STATES: 'United States',
    },
    yesNo: {
      yes: 'Yes',
      no: 'No',
    },
  },
  de: {
    countries: {
      AUSTRIA: 'Österreich',
      GERMANY: 'Deutschland',
      SWITZERLAND: 'Schweiz',
      UNITED_STATES: 'Vereinigte Staaten',
    },
    yesNo: {
      yes: 'Ja',
      no: 'Nein',
    },
  },
});
