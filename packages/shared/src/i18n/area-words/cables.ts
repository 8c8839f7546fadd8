import { CABLE_COLUMNS } from '../../cables/cable-columns.ts';
import { CABLE_WORDS } from '../../cables/cable-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The cables translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: CABLE_COLUMNS[l], ...CABLE_WORDS[l] });
