import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of the vehicle and car-connection rules, in both languages. The upgrade sentence is the
 * specification's (section 6).
 */
const MESSAGES = {
  en: {
    upgradeRequired: 'Your company must upgrade to access this feature',
    noConnection: 'This driver has no connected car.',
    connectionExpired: 'The car data service no longer accepts this connection. Please connect the car again.',
    providerUnavailable: 'The car data service is not answering right now. Please try again later.',
    providerRefused: 'The car data service refused the authorisation. Please start connecting the car again.',
    stateUnknown: 'This connection request is not known. Please start connecting the car again.',
    stateUsed: 'This connection request was already used. Please start connecting the car again.',
    stateExpired: 'This connection request has expired. Please start connecting the car again.',
    driverWithoutCompany: 'The driver belongs to no company.',
    driverLeftCompany: 'The driver no longer belongs to the company that started this connection.',
    noVehicles: 'The car data account shares no car.',
  },
  de: {
    upgradeRequired: 'Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen',
    noConnection: 'Für diesen Fahrer ist kein Fahrzeug verbunden.',
    connectionExpired: 'Der Fahrzeugdatendienst akzeptiert diese Verbindung nicht mehr. Bitte verbinden Sie das Fahrzeug erneut.',
    providerUnavailable: 'Der Fahrzeugdatendienst antwortet gerade nicht. Bitte versuchen Sie es später erneut.',
    providerRefused: 'Der Fahrzeugdatendienst hat die Freigabe abgelehnt. Bitte verbinden Sie das Fahrzeug erneut.',
    stateUnknown: 'Diese Verbindungsanfrage ist nicht bekannt. Bitte verbinden Sie das Fahrzeug erneut.',
    stateUsed: 'Diese Verbindungsanfrage wurde bereits verwendet. Bitte verbinden Sie das Fahrzeug erneut.',
    stateExpired: 'Diese Verbindungsanfrage ist abgelaufen. Bitte verbinden Sie das Fahrzeug erneut.',
    driverWithoutCompany: 'Der Fahrer gehört zu keinem Unternehmen.',
    driverLeftCompany: 'Der Fahrer gehört nicht mehr zu dem Unternehmen, das diese Verbindung begonnen hat.',
    noVehicles: 'Das Konto beim Fahrzeugdatendienst gibt kein Fahrzeug frei.',
  },
} as const;

export type VehicleMessageKey = keyof (typeof MESSAGES)['en'];

export function vehicleMessage(key: VehicleMessageKey, lang: Language = 'en'): string {
  return MESSAGES[lang][key];
}
