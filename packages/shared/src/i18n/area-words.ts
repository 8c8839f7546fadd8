import type { Language } from './languages.ts';
import type { Translations } from './value-words.ts';

/*
 * Only the web app's translation loader imports this module, by its own path. It stays out of the
 * package root (index.ts): the server's bundler turns every module a dynamic import reaches into a
 * lazily started one, and a re-export through the root then reads those words as undefined.
 */

/**
 * Each area's shared words under the name of its translations (the web app's namespace), in the
 * groups its pages read: the column labels under `columns`, each kind of value under its name. One
 * module per namespace, loaded with that namespace's translations and no others.
 */
const AREA_WORDS: Record<string, () => Promise<{ words: (lang: Language) => Translations }>> = {
  audit: () => import('./area-words/audit.ts'),
  cables: () => import('./area-words/cables.ts'),
  'charging-sessions': () => import('./area-words/charging-sessions.ts'),
  companies: () => import('./area-words/companies.ts'),
  drivers: () => import('./area-words/drivers.ts'),
  invoices: () => import('./area-words/invoices.ts'),
  licenses: () => import('./area-words/licenses.ts'),
  mileage: () => import('./area-words/mileage.ts'),
  'payment-transactions': () => import('./area-words/payment-transactions.ts'),
  receipts: () => import('./area-words/receipts.ts'),
  reimbursements: () => import('./area-words/reimbursements.ts'),
  tariffs: () => import('./area-words/tariffs.ts'),
  vehicles: () => import('./area-words/vehicles.ts'),
};

/** An area's shared words in one language, to join its translations; nothing for an area without any. */
export async function areaTranslations(namespace: string, lang: Language): Promise<Translations | null> {
  const load = AREA_WORDS[namespace];
  return load ? (await load()).words(lang) : null;
}
