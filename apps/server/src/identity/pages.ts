import { COMMON_WORDS, COUNTRIES, type Language } from '@fleetwatt/shared';
import { TEXTS } from './texts.ts';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f0f5f4;color:#0f172a;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:440px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 8px 24px rgba(15,23,42,.06);padding:32px}
.brand{display:flex;align-items:center;gap:10px;color:#0f766e;font-weight:700;font-size:20px;margin-bottom:24px}
h1{font-size:22px;line-height:1.3;margin:0 0 4px}
.intro{color:#475569;margin:0 0 24px;font-size:14px}
.field{margin-bottom:16px}
.row{display:flex;gap:12px}.row .field{flex:1;min-width:0}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input,select{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:inherit;font:inherit}
input:focus,select:focus{outline:2px solid #0f766e;outline-offset:1px;border-color:#0f766e}
.invalid input,.invalid select{border-color:#dc2626}
.field-error{color:#b91c1c;font-size:13px;margin:6px 0 0}
.hint{color:#64748b;font-size:13px;margin:6px 0 0}
button{width:100%;margin-top:8px;padding:11px 16px;border:0;border-radius:8px;background:#0f766e;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover,button:focus-visible{background:#115e59}
.alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:16px}
.alt{margin:20px 0 0;text-align:center;font-size:14px;color:#475569}
a{color:#0f766e;font-weight:600}
footer{margin-top:16px;text-align:center;font-size:13px;color:#64748b}
@media (max-width:480px){.card{padding:24px}.row{flex-direction:column;gap:0}}
`;

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M18 5 9 18h6l-2 9 10-14h-6l1-8z" fill="#fff"/></svg>`;

/** Headers of every page of the built-in provider: never cached, never framed, no script of ours. */
export const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
};

export function layout(lang: Language, title: string, body: string, footer = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fleetwatt</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<div class="brand">${LOGO}<span>Fleetwatt</span></div>
${body}
</div>
${footer}
</main>
</body>
</html>`;
}

export function languageFooter(lang: Language, href: (lang: Language) => string): string {
  const other = TEXTS[lang].otherLanguage;
  return `<footer><a href="${escapeHtml(href(other.code))}" lang="${other.code}" hreflang="${other.code}">${escapeHtml(other.label)}</a></footer>`;
}

interface FieldOptions {
  id: string;
  label: string;
  value?: string;
  type?: string;
  autocomplete: string;
  error?: string;
  hint?: string;
  maxLength?: number;
  autofocus?: boolean;
}

export function field(o: FieldOptions): string {
  const described = [o.error ? `${o.id}-error` : '', o.hint ? `${o.id}-hint` : ''].filter(Boolean).join(' ');
  return `<div class="field${o.error ? ' invalid' : ''}">
<label for="${o.id}">${escapeHtml(o.label)}</label>
<input id="${o.id}" name="${o.id}" type="${o.type ?? 'text'}" autocomplete="${o.autocomplete}" required${
    o.maxLength ? ` maxlength="${o.maxLength}"` : ''
  }${o.value ? ` value="${escapeHtml(o.value)}"` : ''}${o.autofocus ? ' autofocus' : ''}${
    o.error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${o.hint ? `<p class="hint" id="${o.id}-hint">${escapeHtml(o.hint)}</p>` : ''}${
    o.error ? `<p class="field-error" id="${o.id}-error">${escapeHtml(o.error)}</p>` : ''
  }
</div>`;
}

export const alert = (message?: string) => (message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '');

export interface LoginPageModel {
  lang: Language;
  action: string;
  signUpHref: string;
  languageHref: (lang: Language) => string;
  email?: string;
  error?: string;
}

export function loginPage(m: LoginPageModel): string {
  const t = TEXTS[m.lang];
  const body = `<h1>${escapeHtml(t.signInHeading)}</h1>
<p class="intro">${escapeHtml(t.signInIntro)}</p>
${alert(m.error)}
<form method="post" action="${escapeHtml(m.action)}">
<input type="hidden" name="lang" value="${m.lang}">
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'username', value: m.email, maxLength: 254, autofocus: !m.email })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', maxLength: 200, autofocus: !!m.email })}
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>
<p class="alt">${escapeHtml(t.noAccount)} <a href="${escapeHtml(m.signUpHref)}">${escapeHtml(t.createAccountLink)}</a></p>`;
  return layout(m.lang, t.signInTitle, body, languageFooter(m.lang, m.languageHref));
}

export type SignUpField = 'firstName' | 'lastName' | 'companyName' | 'country' | 'email' | 'password';

export interface SignUpPageModel {
  lang: Language;
  action: string;
  signInHref: string;
  languageHref: (lang: Language) => string;
  values?: Partial<Record<SignUpField, string>>;
  errors?: Partial<Record<SignUpField, string>>;
  error?: string;
}

export function signUpPage(m: SignUpPageModel): string {
  const t = TEXTS[m.lang];
  const v = m.values ?? {};
  const e = m.errors ?? {};
  const countryOptions = COUNTRIES.map(
    (c) => `<option value="${c}"${v.country === c ? ' selected' : ''}>${escapeHtml(COMMON_WORDS[m.lang].countries[c])}</option>`,
  ).join('');
  const order: SignUpField[] = ['firstName', 'lastName', 'companyName', 'country', 'email', 'password'];
  // The cursor starts in the first field that needs attention.
  const focus = order.find((f) => e[f]) ?? 'firstName';
  const countryDescribed = e.country ? ' aria-invalid="true" aria-describedby="country-error"' : '';
  const body = `<h1>${escapeHtml(t.signUpHeading)}</h1>
<p class="intro">${escapeHtml(t.signUpIntro)}</p>
${alert(m.error)}
<form method="post" action="${escapeHtml(m.action)}">
<input type="hidden" name="lang" value="${m.lang}">
<div class="row">
${field({ id: 'firstName', label: t.firstName, autocomplete: 'given-name', value: v.firstName, error: e.firstName, maxLength: 100, autofocus: focus === 'firstName' })}
${field({ id: 'lastName', label: t.lastName, autocomplete: 'family-name', value: v.lastName, error: e.lastName, maxLength: 100, autofocus: focus === 'lastName' })}
</div>
${field({ id: 'companyName', label: t.companyName, autocomplete: 'organization', value: v.companyName, error: e.companyName, maxLength: 200, autofocus: focus === 'companyName' })}
<div class="field${e.country ? ' invalid' : ''}">
<label for="country">${escapeHtml(t.country)}</label>
<select id="country" name="country" autocomplete="country" required${countryDescribed}${focus === 'country' ? ' autofocus' : ''}>
<option value=""${v.country ? '' : ' selected'}>${escapeHtml(t.chooseCountry)}</option>${countryOptions}
</select>
${e.country ? `<p class="field-error" id="country-error">${escapeHtml(e.country)}</p>` : ''}
</div>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: v.email, error: e.email, maxLength: 254, autofocus: focus === 'email' })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: e.password, hint: t.passwordHint, maxLength: 200, autofocus: focus === 'password' })}
<button type="submit">${escapeHtml(t.createAccount)}</button>
</form>
<p class="alt">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(m.signInHref)}">${escapeHtml(t.signInLink)}</a></p>`;
  return layout(m.lang, t.signUpTitle, body, languageFooter(m.lang, m.languageHref));
}

/** A short page with a heading, a sentence and one link (expired sign-in, errors, signed out). */
export function messagePage(lang: Language, title: string, text: string, link?: { href: string; label: string }): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="intro">${escapeHtml(text)}</p>
${link ? `<p class="alt"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return layout(lang, title, body);
}

/** The page that asks before a followed sign-up link creates the account (mail scanners only GET). */
export function confirmSignUpPage(lang: Language, action: string, company: string, email: string): string {
  const t = TEXTS[lang];
  const body = `<h1>${escapeHtml(t.confirmTitle)}</h1>
<p class="intro">${escapeHtml(t.confirmText(company, email))}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(t.confirmButton)}</button>
</form>`;
  return layout(lang, t.confirmTitle, body);
}

/**
 * The provider's sign-out form, submitted by the page itself: the web app has already asked to
 * sign out, so no second click. `form` is the provider's own markup (an action and an xsrf field).
 */
export function logoutPage(lang: Language, form: string): string {
  const t = TEXTS[lang];
  const body = `<h1>${escapeHtml(t.signingOut)}</h1>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t.signOut)}</button></noscript>
<script>document.getElementById('op.logoutForm').submit();</script>`;
  return layout(lang, t.signOut, body);
}
