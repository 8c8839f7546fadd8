import { useTranslation } from 'react-i18next';

/**
 * The driver page's and the driver dialogs' texts: the drivers namespace the home page renders with,
 * then the details it does not need at first render (locales/<lng>/driver-details.json), which load
 * with every other page's translations.
 */
export function useDriverDetailsTranslation() {
  return useTranslation(['drivers', 'driver-details'], { nsMode: 'fallback' });
}
