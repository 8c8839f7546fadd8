import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@fleetwatt/shared';
import type { Mailer } from '../providers/mail/index.ts';
import { type AccountsRepository, EmailTakenError } from './accounts.repository.ts';
import { hashPassword } from './passwords.ts';
import { confirmSignUpMail, existingAccountMail } from './sign-up-mails.ts';
import type { SignUpRequestsRepository } from './sign-up-requests.repository.ts';
import type { SignUpInput } from './sign-up.ts';

/** Where the confirmation link leads: a page of the built-in provider with one button. */
export const SIGN_UP_CONFIRM_PATH = '/oidc/sign-up';
export const SIGN_UP_LINK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SignUpLimits {
  /** Sign-ups per hour for one e-mail address, counted whether or not it has an account. */
  perEmail: number;
  /** Sign-ups per hour from one client address. */
  perAddress: number;
}

export interface SignUpServiceDeps {
  accounts: AccountsRepository;
  requests: SignUpRequestsRepository;
  mailer: Mailer;
  publicUrl: string;
  limits: SignUpLimits;
  now?: () => Date;
}

export type ConfirmOutcome =
  | { status: 'CREATED'; accountId: string; email: string; lang: Language }
  /** The link was used, or the address got an account meanwhile: the visitor should sign in. */
  | { status: 'USED'; lang: Language }
  | { status: 'EXPIRED'; lang: Language }
  | { status: 'UNKNOWN' };

const languageOf = (value: string): Language => (value === 'de' ? 'de' : 'en');

/**
 * Self sign-up of a company and its fleet manager, in two steps so that the answer never says
 * whether an address is registered:
 *  1. `request`: the form was valid. A new address gets a mail with a confirmation link (the
 *     details wait in sign_up_requests); a registered address gets a mail telling its owner so.
 *     Both answer alike. Limited per e-mail and per client address.
 *  2. `confirm`: the link was followed; the company and account are created now.
 * A caller that has already proven the address (e.g. an invite token sent to it) skips step 1
 * and calls `register` directly.
 */
export function signUpService(deps: SignUpServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function register(input: Omit<SignUpInput, 'password'> & { passwordHash: string }, lang: Language) {
    return deps.accounts.registerFleetManager({ ...input, preferredLanguage: lang });
  }

  return {
    register,

    /** Mails the address (a link, or a note to the existing owner); LIMITED past the hourly limits. */
    async request(input: SignUpInput, context: { lang: Language; address: string }): Promise<'MAIL_SENT' | 'LIMITED'> {
      const at = now();
      const counts = await deps.requests.countSince(input.email, context.address, new Date(at.getTime() - HOUR_MS));
      if (counts.email >= deps.limits.perEmail || counts.address >= deps.limits.perAddress) return 'LIMITED';

      const { password, ...details } = input;
      // Hashed either way, so the answer takes as long whether or not the address has an account.
      const passwordHash = await hashPassword(password);
      const existing = await deps.accounts.findByEmail(input.email);
      const expiresAt = new Date(at.getTime() + SIGN_UP_LINK_HOURS * HOUR_MS);
      const common = { email: input.email, language: context.lang, requestedFrom: context.address, expiresAt };
      if (existing) {
        await deps.requests.add({ kind: 'EXISTING', ...common });
        await deps.mailer.send(existingAccountMail({ lang: context.lang, to: existing.email, signInUrl: `${deps.publicUrl}/dashboard/home` }));
        return 'MAIL_SENT';
      }
      const token = randomBytes(32).toString('base64url');
      await deps.requests.add({ kind: 'NEW', ...common, tokenHash: tokenHash(token), details: { ...details, passwordHash } });
      await deps.mailer.send(
        confirmSignUpMail({
          lang: context.lang,
          to: input.email,
          firstName: input.firstName,
          companyName: input.companyName,
          url: `${deps.publicUrl}${SIGN_UP_CONFIRM_PATH}/${token}`,
          validHours: SIGN_UP_LINK_HOURS,
        }),
      );
      return 'MAIL_SENT';
    },

    /** What following the link would do, without doing it (the page shows a button first). */
    async inspect(token: string): Promise<ConfirmOutcome | { status: 'VALID'; lang: Language; email: string; companyName: string }> {
      const pending = await deps.requests.findByTokenHash(tokenHash(token));
      if (!pending) return { status: 'UNKNOWN' };
      const lang = languageOf(pending.language);
      if (pending.confirmedAt) return { status: 'USED', lang };
      if (pending.expiresAt.getTime() <= now().getTime()) return { status: 'EXPIRED', lang };
      return { status: 'VALID', lang, email: pending.email, companyName: pending.companyName };
    },

    /** Creates the company and its fleet manager from a followed link, once. */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const pending = await deps.requests.findByTokenHash(tokenHash(token));
      if (!pending) return { status: 'UNKNOWN' };
      const lang = languageOf(pending.language);
      if (pending.confirmedAt) return { status: 'USED', lang };
      if (pending.expiresAt.getTime() <= now().getTime()) return { status: 'EXPIRED', lang };
      if (!(await deps.requests.markConfirmed(pending.id, now()))) return { status: 'USED', lang };
      const { id: _id, expiresAt: _e, confirmedAt: _c, language: _l, ...input } = pending;
      try {
        const account = await register(input, lang);
        return { status: 'CREATED', accountId: account.id, email: account.email, lang };
      } catch (err) {
        // Another link for the same address was followed first.
        if (err instanceof EmailTakenError) return { status: 'USED', lang };
        throw err;
      }
    },
  };
}

export type SignUpService = ReturnType<typeof signUpService>;
