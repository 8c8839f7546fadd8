import { VEHICLE_COLUMNS } from '../../vehicles/vehicle-columns.ts';
import { VEHICLE_WORDS } from '../../vehicles/vehicle-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The vehicles translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: VEHICLE_COLUMNS[l], ...VEHICLE_WORDS[l] });
