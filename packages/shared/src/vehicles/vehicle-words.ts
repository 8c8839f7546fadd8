import { valueWords } from '../i18n/value-words.ts';
import type { VehicleChargingStatus, VehicleConnectionStatus } from '../common/enums.ts';

type VehicleWords = {
  connection: Record<VehicleConnectionStatus | 'EXPIRED', string>;
  charging: Record<VehicleChargingStatus, string>;
};

/** The words for a vehicle's values, on the pages and in the export. */
export const VEHICLE_WORDS = valueWords<VehicleWords>({
  en: {
    connection: {
      CONNECTED: 'Connected',
      DISCONNECTED: 'Disconnected',
      EXPIRED: 'Connection expired',
    },
    charging: {
      NOT_CHARGING: 'Not charging',
      CHARGING: 'Charging',
      FULLY_CHARGED: 'Fully charged',
      UNKNOWN: 'Unknown',
    },
  },
  de: {
    connection: {
      CONNECTED: 'Verbunden',
      DISCONNECTED: 'Getrennt',
      EXPIRED: 'Verbindung abgelaufen',
    },
    charging: {
      NOT_CHARGING: 'Lädt nicht',
      CHARGING: 'Lädt',
      FULLY_CHARGED: 'Vollständig geladen',
      UNKNOWN: 'Unbekannt',
    },
  },
});
