import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../src/config.ts';

/**
 * A real sign-in over HTTP, the way a browser does it: authorization request with PKCE, the
 * provider's login page, the form post, the redirect back to the web app with a code, and the
 * code exchange. Cookies are carried by hand; internal paths are read from the pages.
 */

const SCOPE = 'openid profile email offline_access';

export interface Tokens {
  accessToken: string;
  idToken: string;
  /** Present only if the provider issued one (it does not: the web app uses no refresh tokens). */
  refreshToken?: string;
}

/** A tiny cookie-carrying client; every cookie goes to every path, which is enough here. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly headers: Record<string, string> = {}) {}

  /** One request, no redirects followed. */
  async fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const gone = attributes.some((a) => {
      const [k = '', v = ''] = a.trim().split('=');
      return (k.toLowerCase() === 'max-age' && Number(v) <= 0) || (k.toLowerCase() === 'expires' && Date.parse(v) < Date.now());
    });
    if (!value || gone) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /**
   * Requests url and follows redirects until a page answers, or until a redirect points at
   * `stopAt` (the web app's callback, which is not fetched).
   */
  async follow(url: string, init: { form?: Record<string, string> } = {}, stopAt?: string): Promise<Landing> {
    let current = url;
    let response = await this.fetch(current, init);
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { kind: 'page', url: current, status: response.status, html: await response.text() };
      }
      await response.arrayBuffer();
      current = new URL(location, current).href;
      if (stopAt && current.split('?')[0] === stopAt) return { kind: 'callback', url: new URL(current) };
      response = await this.fetch(current);
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

export type Landing =
  | { kind: 'page'; url: string; status: number; html: string }
  | { kind: 'callback'; url: URL };

const decodeHtml = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The post form of a page: its absolute action and its hidden fields. */
export function readForm(html: string, pageUrl: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b[^>]*\bmethod="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on ${pageUrl}`);
  const action = /\baction="([^"]*)"/i.exec(form[0])?.[1];
  if (action === undefined) throw new Error(`form without action on ${pageUrl}`);
  const id = /\bid="([^"]*)"/i.exec(form[0])?.[1];
  // Inputs inside the form, and inputs elsewhere that name the form in their `form` attribute.
  const inputs = [...form[1]!.matchAll(/<input\b[^>]*>/gi)].map((m) => m[0]);
  if (id) inputs.push(...[...html.matchAll(/<input\b[^>]*>/gi)].map((m) => m[0]).filter((t) => t.includes(`form="${id}"`)));
  const fields: Record<string, string> = {};
  for (const tag of inputs) {
    if (!/\btype="hidden"/i.test(tag)) continue;
    const name = /\bname="([^"]*)"/i.exec(tag)?.[1];
    if (name) fields[decodeHtml(name)] = decodeHtml(/\bvalue="([^"]*)"/i.exec(tag)?.[1] ?? '');
  }
  return { action: new URL(decodeHtml(action), pageUrl).href, fields };
}

const base64url = (b: Buffer) => b.toString('base64url');

export interface AuthorizationRequest {
  url: string;
  redirectUri: string;
  verifier: string;
  state: string;
  nonce: string;
}

/** The web app's authorization request: code flow, PKCE S256, state and nonce. */
export function authorizationRequest(config: Config, extraParams: Record<string, string> = {}): AuthorizationRequest {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const redirectUri = `${config.publicUrl}/login`;
  const params = new URLSearchParams({
    client_id: config.identity.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extraParams,
  });
  return { url: `${config.identity.issuer}/auth?${params}`, redirectUri, verifier, state, nonce };
}

export interface SignInPage {
  browser: Browser;
  request: AuthorizationRequest;
  page: Extract<Landing, { kind: 'page' }>;
}

/** Starts an authorization and returns the page the provider shows (login, or sign-up with the hint). */
export async function openSignInPage(
  config: Config,
  options: { extraParams?: Record<string, string>; headers?: Record<string, string>; browser?: Browser } = {},
): Promise<SignInPage> {
  const browser = options.browser ?? new Browser(options.headers);
  const request = authorizationRequest(config, options.extraParams);
  const landing = await browser.follow(request.url, {}, request.redirectUri);
  if (landing.kind !== 'page') throw new Error(`expected a sign-in page, was sent back to ${landing.url}`);
  return { browser, request, page: landing };
}

/** Fills the page's form with `values` and posts it; lands on another page or on the callback. */
export async function submitForm(signIn: SignInPage, values: Record<string, string>, page = signIn.page): Promise<Landing> {
  const { action, fields } = readForm(page.html, page.url);
  return signIn.browser.follow(action, { form: { ...fields, ...values } }, signIn.request.redirectUri);
}

const discovery = new Map<string, Promise<{ token_endpoint: string }>>();

async function tokenEndpoint(issuer: string): Promise<string> {
  if (!discovery.has(issuer)) {
    discovery.set(
      issuer,
      fetch(`${issuer}/.well-known/openid-configuration`).then((r) => {
        if (!r.ok) throw new Error(`discovery failed: ${r.status}`);
        return r.json() as Promise<{ token_endpoint: string }>;
      }),
    );
  }
  return (await discovery.get(issuer)!).token_endpoint;
}

/** Checks the callback's state and trades its code (with the PKCE verifier) for tokens. */
export async function exchangeCode(config: Config, request: AuthorizationRequest, callback: URL): Promise<Tokens> {
  if (callback.searchParams.get('error')) {
    throw new Error(`authorization failed: ${callback.searchParams.get('error')} ${callback.searchParams.get('error_description') ?? ''}`);
  }
  if (callback.searchParams.get('state') !== request.state) throw new Error('Invalid state');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  const response = await fetch(await tokenEndpoint(config.identity.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: config.identity.clientId,
      code_verifier: request.verifier,
    }),
  });
  const body = (await response.json()) as {
    access_token?: string;
    id_token?: string;
    refresh_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token || !body.id_token) {
    throw new Error(`token request failed: ${response.status} ${body.error ?? ''} ${body.error_description ?? ''}`);
  }
  return { accessToken: body.access_token, idToken: body.id_token, refreshToken: body.refresh_token };
}

/** Finishes a sign-in whose last step landed on the web app's callback. */
export async function tokensFrom(config: Config, signIn: SignInPage, landing: Landing): Promise<Tokens> {
  if (landing.kind !== 'callback') {
    const message = alertText(landing.html);
    throw new Error(`sign-in refused (${landing.status})${message ? `: ${message}` : ''}`);
  }
  return exchangeCode(config, signIn.request, landing.url);
}

/** Signs in through the built-in provider's login page with PKCE and returns both tokens. */
export async function fetchTokens(config: Config, email: string, password: string): Promise<Tokens> {
  const signIn = await openSignInPage(config);
  const landing = await submitForm(signIn, { email, password });
  return tokensFrom(config, signIn, landing);
}

/** Signs in through the built-in provider's login page with PKCE and returns the access token. */
export async function fetchAccessToken(config: Config, email: string, password: string): Promise<string> {
  return (await fetchTokens(config, email, password)).accessToken;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input or select that a visible <label> with exactly this text is bound to (for=id). */
export function labelledControl(html: string, label: string): string | undefined {
  const bound = new RegExp(`<label for="([^"]+)">${escapeRegExp(label)}</label>`).exec(html);
  if (!bound) return undefined;
  return new RegExp(`<(?:input|select)\\b[^>]*\\bid="${escapeRegExp(bound[1]!)}"[^>]*>`).exec(html)?.[0];
}

/** The text of the page's alert, if it shows one. */
export function alertText(html: string): string | undefined {
  const text = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
  return text === undefined ? undefined : decodeHtml(text);
}

/** A sign-in whose browser is kept, so the session can be ended again (signOut). */
export async function signInKeepingBrowser(config: Config, email: string, password: string): Promise<Tokens & { browser: Browser }> {
  const signIn = await openSignInPage(config);
  const landing = await submitForm(signIn, { email, password });
  return { ...(await tokensFrom(config, signIn, landing)), browser: signIn.browser };
}

/** Signs out as the web app does: the provider's end-session page, its confirmation form, the redirect back. */
export async function signOut(config: Config, browser: Browser, idToken: string): Promise<void> {
  const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${config.publicUrl}/logout` });
  const url = `${config.identity.issuer}/session/end?${params}`;
  const page = await browser.follow(url, {}, `${config.publicUrl}/logout`);
  if (page.kind !== 'page') throw new Error('expected the sign-out page');
  const { action, fields } = readForm(page.html, page.url);
  const done = await browser.follow(action, { form: fields }, `${config.publicUrl}/logout`);
  if (done.kind !== 'callback') throw new Error(`sign-out did not return to the web app (${done.status})`);
}
