import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@fleetwatt/shared';

// Every namespace file under locales/<lng>/<ns>.json, bundled with the app.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng = '', ns = ''] = match;
    resources[lng] = { ...resources[lng], [ns]: content };
  }
  return resources;
}

export const resources = collectResources();
export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];
/** The cookie that keeps the chosen language (i18next's usual name, so other pages can read it too). */
export const LANGUAGE_COOKIE = 'i18next';

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: 'common',
    fallbackLng: 'en',
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
  });

function applyDocumentLanguage(lng: string | undefined) {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(lng);
}
applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** The supported language in use: 'de' for any German variant, otherwise English. */
export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  return lng?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export async function changeLanguage(lng: Language) {
  await i18n.changeLanguage(lng);
}

export default i18n;
