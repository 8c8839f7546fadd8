import { CHARGING_SESSION_COLUMNS, CHARGING_SESSION_WORDS } from '../../charging-sessions/charging-session-words.ts';
import { COMMON_WORDS } from '../../common/common-words.ts';
import { RECEIPT_WORDS } from '../../receipts/receipt-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The charging sessions translations' shared words in one language. */
export const words = (l: Language): Translations => ({
  columns: CHARGING_SESSION_COLUMNS[l],
  ...CHARGING_SESSION_WORDS[l],
  values: { ...CHARGING_SESSION_WORDS[l].values, ...COMMON_WORDS[l].yesNo },
  receiptStatus: RECEIPT_WORDS[l].status,
});
