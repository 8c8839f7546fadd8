/**
 * The translation namespaces of the signed-in shell and the home page. The first render waits for
 * these alone, one chunk per language; every other namespace is in a second chunk per language,
 * which the other pages wait for and which loads in idle time after the first render (i18n.ts,
 * router.tsx, the chunks named in scripts/home-page-bundle.ts).
 */
export const FIRST_RENDER_NAMESPACES: readonly string[] = ['common', 'ui', 'home', 'drivers'];
