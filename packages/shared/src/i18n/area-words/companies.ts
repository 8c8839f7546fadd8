import { COMMON_WORDS } from '../../common/common-words.ts';
import { COMPANY_COLUMNS } from '../../companies/company-columns.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The companies translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: COMPANY_COLUMNS[l], countries: COMMON_WORDS[l].countries });
