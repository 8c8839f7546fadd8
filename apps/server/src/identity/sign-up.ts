import { COUNTRIES, type Country } from '@fleetwatt/shared';
import type { SignUpField } from './pages.ts';
import type { Texts } from './texts.ts';

export const MIN_PASSWORD_LENGTH = 10;
const MAX = { firstName: 100, lastName: 100, companyName: 200, email: 254, password: 200 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  companyName: string;
  country: Country;
  email: string;
  password: string;
}

export type SignUpResult =
  | { ok: true; input: SignUpInput }
  | { ok: false; values: Partial<Record<SignUpField, string>>; errors: Partial<Record<SignUpField, string>> };

/** One form value as a string; a repeated field counts by its first value. */
export function formValue(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Checks the sign-up form and says what is wrong with each field, in the page's language. */
export function readSignUpForm(body: unknown, t: Texts): SignUpResult {
  const values = {
    firstName: formValue(body, 'firstName').trim(),
    lastName: formValue(body, 'lastName').trim(),
    companyName: formValue(body, 'companyName').trim(),
    country: formValue(body, 'country'),
    email: formValue(body, 'email').trim(),
    password: formValue(body, 'password'),
  };
  const errors: Partial<Record<SignUpField, string>> = {};
  for (const name of ['firstName', 'lastName', 'companyName'] as const) {
    if (!values[name]) errors[name] = t.errors[name];
    else if (values[name].length > MAX[name]) errors[name] = t.errors.tooLong(MAX[name]);
  }
  if (!(COUNTRIES as readonly string[]).includes(values.country)) errors.country = t.errors.country;
  if (!EMAIL.test(values.email)) errors.email = t.errors.email;
  else if (values.email.length > MAX.email) errors.email = t.errors.tooLong(MAX.email);
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = t.errors.password;
  else if (values.password.length > MAX.password) errors.password = t.errors.tooLong(MAX.password);

  // The password is never sent back into the page.
  const { password: _password, ...echo } = values;
  if (Object.keys(errors).length) return { ok: false, values: echo, errors };
  return { ok: true, input: { ...values, country: values.country as Country } };
}
