import { MILEAGE_COLUMNS } from '../../mileage/mileage-columns.ts';
import { MILEAGE_WORDS } from '../../mileage/mileage-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The mileage translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: MILEAGE_COLUMNS[l], ...MILEAGE_WORDS[l] });
