import i18n, { type BackendModule, type ResourceKey, type TFunction } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language, type Translations } from '@fleetwatt/shared';
import { areaTranslations } from '@fleetwatt/shared/i18n/area-words';
import { FIRST_RENDER_NAMESPACES } from './first-render-namespaces.ts';

// Every namespace file under locales/<lng>/<ns>.json, loaded on demand: a browser fetches the
// language it shows, not both, and the first render's namespaces before the others (the build
// puts each language's files into two chunks, see first-render-namespaces.ts).
const files = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });
export const namespaces = [...new Set(Object.keys(files).map((file) => /([^/]+)\.json$/.exec(file)?.[1] ?? ''))];

/** The translations with the shared words joined in, group by group (a shared text wins). */
function joined(texts: Record<string, unknown>, shared: Translations): Record<string, unknown> {
  const result: Record<string, unknown> = { ...texts };
  for (const [key, value] of Object.entries(shared)) {
    const own = texts[key];
    result[key] = typeof value === 'object' && own && typeof own === 'object' ? joined(own as Record<string, unknown>, value) : value;
  }
  return result;
}

const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  // An area's column labels and value words come from the shared contracts, where the exports read
  // them too (a chunk per namespace, loaded with its translations); they join the file's groups.
  async read(lng: string, ns: string) {
    const load = files[`../locales/${lng}/${ns}.json`];
    if (!load) throw new Error(`No translations for ${lng}/${ns}.`);
    const [texts, shared] = await Promise.all([load() as Promise<Record<string, unknown>>, areaTranslations(ns, lng as Language)]);
    return shared ? joined(texts, shared) : texts;
  },
};

/** The cookie that keeps the chosen language (i18next's usual name, so other pages can read it too). */
export const LANGUAGE_COOKIE = 'i18next';

/** Settles once the active language's first-render translations are in; the app renders after it. */
export const i18nReady: Promise<void> = i18n
  .use(localeFiles)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ns: [...FIRST_RENDER_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    // German is complete (locales.test.ts checks every key), so it needs no English behind it and a
    // German browser loads German only.
    fallbackLng: { de: [], default: ['en'] },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Spec section 9: query string, cookie, local storage, navigator, html tag, path, subdomain; cached in a cookie.
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
      lookupQuerystring: 'lng',
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: 'i18nextLng',
      caches: ['cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: false },
  })
  .then(() => undefined);

function applyDocumentLanguage(lng: string | undefined) {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(lng);
}
applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** The supported language in use: 'de' for any German variant, otherwise English. */
export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  return lng?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * Every namespace of the active language: the pages outside the first render wait for it, and it
 * loads in idle time after the first render. A later language change loads them all again.
 */
export function loadAllTranslations(): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** Switches the language; resolves to a translator in the new one, for what the change itself says. */
export function changeLanguage(lng: Language): Promise<TFunction> {
  return i18n.changeLanguage(lng);
}

export default i18n;
