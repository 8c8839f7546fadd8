import { COMMON_WORDS } from '../../common/common-words.ts';
import { TARIFF_WORDS } from '../../tariffs/tariff-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The tariffs translations' shared words in one language. */
export const words = (l: Language): Translations => ({ countries: COMMON_WORDS[l].countries, status: TARIFF_WORDS[l].status });
