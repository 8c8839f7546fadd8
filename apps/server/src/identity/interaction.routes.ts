import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import type { Language } from '@fleetwatt/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { mailerFor } from '../providers/mail/index.ts';
import { accountsRepository } from './accounts.repository.ts';
import { confirmSignUpPage, loginPage, messagePage, PAGE_HEADERS, signUpPage } from './pages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { INTERACTION_PATH, SCREEN_HINT } from './provider.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { signUpRequestsRepository } from './sign-up-requests.repository.ts';
import { SIGN_UP_CONFIRM_PATH, signUpService } from './sign-up.service.ts';
import { formValue, readSignUpForm } from './sign-up.ts';
import { inviteSignUpPage, readInviteSignUpForm, TEAM_INVITE_PARAM } from './invite-sign-up.ts';
import { teamInviteSignUp } from '../modules/team/team-invite-sign-up.ts';
import { chooseLanguage, TEXTS } from './texts.ts';

type UidRoute = { Params: { uid: string }; Querystring: { lang?: string } };
type UidRequest = FastifyRequest<UidRoute>;

/**
 * The provider's interaction pages: sign-in, sign-up (when the web app sends screen_hint=signup
 * or the visitor follows the link), each finishing the authorization that sent the visitor here.
 * Registered as an encapsulated plugin: its error handler is for these pages only.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  { config, database, provider }: { config: Config; database: Database; provider: Provider },
) {
  const accounts = accountsRepository(database);
  const signUp = signUpService({
    accounts,
    requests: signUpRequestsRepository(database),
    mailer: mailerFor(config, database),
    publicUrl: config.publicUrl,
    limits: config.signUp,
  });
  const teamInvites = teamInviteSignUp(database);
  const throttle = createSignInThrottle();
  // Compared against when the email is unknown, so a wrong email costs as much time as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

  const urls = (uid: string) => {
    const base = `${INTERACTION_PATH}/${encodeURIComponent(uid)}`;
    return { login: `${base}/login`, signup: `${base}/signup`, teamInvite: `${base}/team-invite` };
  };

  function languageOf(request: UidRequest, interaction?: Interaction): Language {
    return chooseLanguage({
      explicit: request.query?.lang ?? formValue(request.body, 'lang'),
      uiLocales: interaction?.params.ui_locales,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
  }

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
  }

  /** The interaction this browser is in, or null when it expired, was finished or is someone else's. */
  async function interactionOf(request: UidRequest, reply: FastifyReply): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch (err) {
      if ((err as Error).name === 'SessionNotFound') return null;
      throw err;
    }
  }

  function expired(request: UidRequest, reply: FastifyReply) {
    const lang = languageOf(request);
    const t = TEXTS[lang];
    return sendPage(
      reply,
      400,
      messagePage(lang, t.expiredTitle, t.expiredText, { href: `${config.publicUrl}/dashboard/home`, label: t.startAgain }),
    );
  }

  function renderLogin(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    status = 200,
    state: { email?: string; error?: string } = {},
  ) {
    const lang = languageOf(request, interaction);
    const u = urls(interaction.uid);
    const loginHint = interaction.params.login_hint;
    return sendPage(
      reply,
      status,
      loginPage({
        lang,
        action: u.login,
        signUpHref: u.signup,
        languageHref: (l) => `${u.login}?lang=${l}`,
        email: state.email ?? (typeof loginHint === 'string' ? loginHint : undefined),
        error: state.error,
      }),
    );
  }

  function renderSignUp(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    status = 200,
    state: Pick<Parameters<typeof signUpPage>[0], 'values' | 'errors' | 'error'> = {},
  ) {
    const lang = languageOf(request, interaction);
    const u = urls(interaction.uid);
    return sendPage(
      reply,
      status,
      signUpPage({ lang, action: u.signup, signInHref: u.login, languageHref: (l) => `${u.signup}?lang=${l}`, ...state }),
    );
  }

  /** Sign-up through a team invite's link: the address is the invite's; the account joins its company. */
  async function renderInviteSignUp(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    status = 200,
    state: Pick<Parameters<typeof inviteSignUpPage>[0], 'values' | 'errors' | 'error'> = {},
  ) {
    const lang = languageOf(request, interaction);
    const token = interaction.params[TEAM_INVITE_PARAM];
    const invite = typeof token === 'string' ? await teamInvites.find(token) : undefined;
    if (!invite) {
      const t = TEXTS[lang];
      return sendPage(
        reply,
        410,
        messagePage(lang, t.invite.invalidTitle, t.invite.invalidText, { href: `${config.publicUrl}/dashboard/home`, label: t.backToApp }),
      );
    }
    const u = urls(interaction.uid);
    return sendPage(
      reply,
      status,
      inviteSignUpPage({ lang, invite, action: u.teamInvite, signInHref: u.login, languageHref: (l) => `${u.teamInvite}?lang=${l}`, ...state }),
    );
  }

  /** Signs the account in and sends the browser back to the provider, which issues the code. */
  async function finishLogin(request: UidRequest, reply: FastifyReply, accountId: string) {
    await accounts.recordSignIn(accountId);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.headers({ 'cache-control': 'no-store' }).redirect(returnTo, 303);
  }

  function failure(request: UidRequest, reply: FastifyReply, status: number) {
    const lang = languageOf(request);
    const t = TEXTS[lang];
    return sendPage(
      reply,
      status,
      messagePage(lang, t.errorTitle, t.errorText, { href: `${config.publicUrl}/dashboard/home`, label: t.startAgain }),
    );
  }

  // These are pages for a browser: a failure shows a page too, not problem+json.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sign-in page failed');
    return failure(request as UidRequest, reply, status);
  });

  const hidden = { schema: { hide: true } };

  app.get<UidRoute>(`${INTERACTION_PATH}/:uid`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    if (interaction.prompt.name !== 'login') {
      // Consent is granted by the provider itself for the product's own client; nothing else is asked.
      request.log.warn({ prompt: interaction.prompt }, 'unexpected identity interaction');
      return failure(request, reply, 400);
    }
    if (interaction.params[SCREEN_HINT] === 'signup' && interaction.params[TEAM_INVITE_PARAM]) {
      return renderInviteSignUp(request, reply, interaction);
    }
    if (interaction.params[SCREEN_HINT] === 'signup') return renderSignUp(request, reply, interaction);
    return renderLogin(request, reply, interaction);
  });

  app.get<UidRoute>(`${INTERACTION_PATH}/:uid/login`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    return renderLogin(request, reply, interaction);
  });

  app.post<UidRoute>(`${INTERACTION_PATH}/:uid/login`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    const t = TEXTS[languageOf(request, interaction)];
    const email = formValue(request.body, 'email').trim();
    const password = formValue(request.body, 'password');
    if (throttle.isBlocked(request.ip, email)) {
      return renderLogin(request, reply, interaction, 429, { email, error: t.tooManyAttempts });
    }
    const account = email ? await accounts.findByEmail(email) : undefined;
    const valid = await verifyPassword(account?.passwordHash ?? (await decoy()), password);
    if (!account?.passwordHash || !valid) {
      throttle.recordFailure(request.ip, email);
      return renderLogin(request, reply, interaction, 400, { email, error: t.wrongCredentials });
    }
    if (account.deactivated) return renderLogin(request, reply, interaction, 403, { email, error: t.deactivated });
    throttle.reset(request.ip, email);
    return finishLogin(request, reply, account.id);
  });

  app.get<UidRoute>(`${INTERACTION_PATH}/:uid/team-invite`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    return renderInviteSignUp(request, reply, interaction);
  });

  app.post<UidRoute>(`${INTERACTION_PATH}/:uid/team-invite`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    const lang = languageOf(request, interaction);
    const t = TEXTS[lang];
    const form = readInviteSignUpForm(request.body, t);
    if (!form.ok) {
      return renderInviteSignUp(request, reply, interaction, 400, { values: form.values, errors: form.errors, error: t.errors.review });
    }
    const token = interaction.params[TEAM_INVITE_PARAM];
    const { password, ...names } = form.input;
    try {
      const userId =
        typeof token === 'string'
          ? await teamInvites.join(token, { ...names, passwordHash: await hashPassword(password), preferredLanguage: lang })
          : undefined;
      if (!userId) return await renderInviteSignUp(request, reply, interaction);
      request.log.info({ userId }, 'team invite accepted at sign-up');
      return await finishLogin(request, reply, userId);
    } catch (err) {
      // The invite's address has an account already: it signs in and accepts from the invite page.
      if ((err as { code?: string }).code !== '23505') throw err;
      return renderInviteSignUp(request, reply, interaction, 409, { values: names, error: t.invite.accountExists });
    }
  });

  app.get<UidRoute>(`${INTERACTION_PATH}/:uid/signup`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    return renderSignUp(request, reply, interaction);
  });

  app.post<UidRoute>(`${INTERACTION_PATH}/:uid/signup`, hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(request, reply);
    const lang = languageOf(request, interaction);
    const t = TEXTS[lang];
    const form = readSignUpForm(request.body, t);
    if (!form.ok) {
      return renderSignUp(request, reply, interaction, 400, { values: form.values, errors: form.errors, error: t.errors.review });
    }
    const outcome = await signUp.request(form.input, { lang, address: request.ip });
    if (outcome === 'LIMITED') {
      const { password: _password, ...values } = form.input;
      return renderSignUp(request, reply, interaction, 429, { values, error: t.tooManySignUps });
    }
    // The same page whether or not the address has an account: its owner reads the difference in the mail.
    return sendPage(reply, 200, messagePage(lang, t.checkMailTitle, t.checkMailText(form.input.email)));
  });

  // The link of the confirmation mail: a page with one button (mail scanners follow links), whose
  // post creates the company and the account.
  type TokenRoute = { Params: { token: string } };
  const signInLink = (lang: Language) => ({ href: `${config.publicUrl}/dashboard/home`, label: TEXTS[lang].signInLink });
  const linkInvalid = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = chooseLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
    const t = TEXTS[lang];
    return sendPage(reply, 404, messagePage(lang, t.linkInvalidTitle, t.linkInvalidText, { href: `${config.publicUrl}/dashboard/home`, label: t.startAgain }));
  };
  const linkUsed = (reply: FastifyReply, lang: Language) =>
    sendPage(reply, 409, messagePage(lang, TEXTS[lang].linkUsedTitle, TEXTS[lang].linkUsedText, signInLink(lang)));

  app.get<TokenRoute>(`${SIGN_UP_CONFIRM_PATH}/:token`, hidden, async (request, reply) => {
    const found = await signUp.inspect(request.params.token);
    if (found.status === 'UNKNOWN' || found.status === 'EXPIRED') return linkInvalid(request, reply);
    if (found.status === 'USED') return linkUsed(reply, found.lang);
    if (found.status !== 'VALID') return failure(request as unknown as UidRequest, reply, 400);
    const action = `${SIGN_UP_CONFIRM_PATH}/${encodeURIComponent(request.params.token)}`;
    return sendPage(reply, 200, confirmSignUpPage(found.lang, action, found.companyName, found.email));
  });

  app.post<TokenRoute>(`${SIGN_UP_CONFIRM_PATH}/:token`, hidden, async (request, reply) => {
    const outcome = await signUp.confirm(request.params.token);
    if (outcome.status === 'UNKNOWN' || outcome.status === 'EXPIRED') return linkInvalid(request, reply);
    if (outcome.status === 'USED') return linkUsed(reply, outcome.lang);
    request.log.info({ userId: outcome.accountId }, 'fleet manager signed up');
    const t = TEXTS[outcome.lang];
    return sendPage(reply, 200, messagePage(outcome.lang, t.createdTitle, t.createdText, signInLink(outcome.lang)));
  });
}
