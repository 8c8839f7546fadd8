import type { Language } from '@fleetwatt/shared';
import type { InviteForSignUp } from '../modules/team/team-invite-sign-up.ts';
import { alert, escapeHtml, field, languageFooter, layout } from './pages.ts';
import { formValue, MIN_PASSWORD_LENGTH } from './sign-up.ts';
import { TEXTS, type Texts } from './texts.ts';

/** The authorization parameter with which the web app passes a team invite's token to sign-up. */
export const TEAM_INVITE_PARAM = 'team_invite';

export type InviteSignUpField = 'firstName' | 'lastName' | 'password';
const MAX = { firstName: 100, lastName: 100, password: 200 } as const;

export type InviteSignUpResult =
  | { ok: true; input: { firstName: string; lastName: string; password: string } }
  | { ok: false; values: Partial<Record<InviteSignUpField, string>>; errors: Partial<Record<InviteSignUpField, string>> };

/** The sign-up form of an invite: names and password; the address is the invite's. */
export function readInviteSignUpForm(body: unknown, t: Texts): InviteSignUpResult {
  const values = {
    firstName: formValue(body, 'firstName').trim(),
    lastName: formValue(body, 'lastName').trim(),
    password: formValue(body, 'password'),
  };
  const errors: Partial<Record<InviteSignUpField, string>> = {};
  for (const name of ['firstName', 'lastName'] as const) {
    if (!values[name]) errors[name] = t.errors[name];
    else if (values[name].length > MAX[name]) errors[name] = t.errors.tooLong(MAX[name]);
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = t.errors.password;
  else if (values.password.length > MAX.password) errors.password = t.errors.tooLong(MAX.password);
  const { password: _password, ...echo } = values;
  if (Object.keys(errors).length) return { ok: false, values: echo, errors };
  return { ok: true, input: values };
}

export function inviteSignUpPage(m: {
  lang: Language;
  invite: InviteForSignUp;
  action: string;
  signInHref: string;
  languageHref: (lang: Language) => string;
  values?: Partial<Record<InviteSignUpField, string>>;
  errors?: Partial<Record<InviteSignUpField, string>>;
  error?: string;
}): string {
  const t = TEXTS[m.lang];
  const v = m.values ?? {};
  const e = m.errors ?? {};
  const focus = (['firstName', 'lastName', 'password'] as const).find((f) => e[f]) ?? 'firstName';
  const intro = m.invite.role === 'FLEETMANAGER' && m.invite.companyName ? t.invite.managerIntro(m.invite.companyName) : t.invite.adminIntro;
  const body = `<h1>${escapeHtml(t.invite.title)}</h1>
<p class="intro">${escapeHtml(intro)}</p>
${alert(m.error)}
<form method="post" action="${escapeHtml(m.action)}">
<input type="hidden" name="lang" value="${m.lang}">
<div class="field">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" type="email" value="${escapeHtml(m.invite.email)}" readonly aria-readonly="true">
</div>
<div class="row">
${field({ id: 'firstName', label: t.firstName, autocomplete: 'given-name', value: v.firstName, error: e.firstName, maxLength: MAX.firstName, autofocus: focus === 'firstName' })}
${field({ id: 'lastName', label: t.lastName, autocomplete: 'family-name', value: v.lastName, error: e.lastName, maxLength: MAX.lastName, autofocus: focus === 'lastName' })}
</div>
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: e.password, hint: t.passwordHint, maxLength: MAX.password, autofocus: focus === 'password' })}
<button type="submit">${escapeHtml(t.createAccount)}</button>
</form>
<p class="alt">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(m.signInHref)}">${escapeHtml(t.signInLink)}</a></p>`;
  return layout(m.lang, t.invite.title, body, languageFooter(m.lang, m.languageHref));
}
