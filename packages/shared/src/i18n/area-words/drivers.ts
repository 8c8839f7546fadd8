import { COMMON_WORDS } from '../../common/common-words.ts';
import { LICENSE_WORDS } from '../../licenses/license-words.ts';
import { TARIFF_WORDS } from '../../tariffs/tariff-words.ts';
import { DRIVER_COLUMNS } from '../../users/driver-columns.ts';
import { DRIVER_WORDS } from '../../users/driver-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The drivers translations' shared words in one language. */
export const words = (l: Language): Translations => ({
  columns: DRIVER_COLUMNS[l],
  countries: COMMON_WORDS[l].countries,
  licenseType: LICENSE_WORDS[l].type,
  licenseStatus: LICENSE_WORDS[l].status,
  renewalStatus: LICENSE_WORDS[l].renewalStatus,
  tariffStatus: TARIFF_WORDS[l].status,
  completeness: { fields: DRIVER_WORDS[l].missingField },
});
