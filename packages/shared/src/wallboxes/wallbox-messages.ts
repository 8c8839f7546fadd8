import type { Language } from '../i18n/validation-messages.ts';

/** Messages of the wallbox rules that the generic validation messages do not cover, in both languages. */
const MESSAGES = {
  en: {
    identityTaken: 'A wallbox with this charge point identity is already registered.',
    driverNotFound: 'The driver was not found in this company.',
    offline: 'The wallbox is not connected right now. Try again when it is online.',
    commandRejected: 'The wallbox did not accept the command ({status}).',
    commandTimedOut: 'The wallbox did not answer in time.',
  },
  de: {
    identityTaken: 'Eine Wallbox mit dieser Ladepunkt-Kennung ist bereits registriert.',
    driverNotFound: 'Der Fahrer wurde in diesem Unternehmen nicht gefunden.',
    offline: 'Die Wallbox ist gerade nicht verbunden. Versuchen Sie es erneut, wenn sie online ist.',
    commandRejected: 'Die Wallbox hat den Befehl nicht angenommen ({status}).',
    commandTimedOut: 'Die Wallbox hat nicht rechtzeitig geantwortet.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type WallboxMessageKey = keyof (typeof MESSAGES)['en'];

export function wallboxMessage(key: WallboxMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
