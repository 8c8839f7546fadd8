import { AUDIT_COLUMNS } from '../../audit/audit-columns.ts';
import { AUDIT_WORDS } from '../../audit/audit-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The audit translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: AUDIT_COLUMNS[l], ...AUDIT_WORDS[l] });
