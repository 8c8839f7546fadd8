import { z } from 'zod';
import type { ConfiguredSecrets } from './lib/secrets/installation-secrets.ts';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the browser reaches the product; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: bool.default(true),
  /** With demo data, the simulated demo wallbox charges at the product's own OCPP endpoint; false keeps it off. */
  DEMO_WALLBOX: bool.default(true),
  /** Identity: leave OIDC_ISSUER empty to use the built-in provider under /oidc. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('fleetwatt-web'),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_ROLES_CLAIM: z.string().default('roles'),
  AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Secrets, each for one purpose. Left unset, each is generated on the first start and kept in the
   * database (shared by every instance); there is no public default.
   */
  OIDC_COOKIE_SECRET: z.string().min(32).optional(),
  DOCUMENT_LINK_SECRET: z.string().min(32).optional(),
  TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
  CHAT_WIDGET_ID: z.string().optional(),
  SHOP_URL: z.url().default('https://shop.fleetwatt.example'),
  SUPPORT_URL: z.url().default('https://support.fleetwatt.example'),
  /** Outgoing mail: smtp:// or smtps:// with credentials; unset keeps every mail in the outbox only. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/[^/]/i.test(v), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Fleetwatt <no-reply@fleetwatt.example>'),
  INVITE_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Rows an XLSX export's sheet holds, header included, before the rows continue on the next sheet. */
  EXPORT_ROWS_PER_SHEET: z.coerce.number().int().min(2).max(1_048_576).default(1_048_576),
  /** Requests per minute and address on the open invite calls. */
  INVITE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Self sign-ups per hour for one e-mail address, and from one client address. */
  SIGN_UP_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe: unset or "false" believes none (the
   * connection's own address counts); a number trusts that many hops in front of the server; or a
   * comma-separated list of addresses and CIDRs (10.0.0.0/8, 192.0.2.7, loopback).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim();
      if (!value || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value.split(',').map((part) => part.trim()).filter(Boolean);
      if (list.some((part) => !/^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i.test(part))) {
        ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or a comma-separated list of addresses and CIDRs' });
        return z.NEVER;
      }
      return list;
    }),
  /** Recurring jobs (license states, tariff verification, telemetry, ...); off for a read-only instance. */
  JOBS_ENABLED: bool.default(true),
  /**
   * Outside services. Leave a *_URL empty to use the built-in sandbox under /sandbox/<name>, which
   * speaks the same HTTP API.
   */
  /**
   * Invoices and their payments: Stripe Billing. Without a secret key the built-in sandbox serves
   * (STRIPE_API_URL then defaults to it); STRIPE_API_URL points the official package at another
   * host (https://api.stripe.com when a key is set and it is empty).
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  /**
   * Connected-car data: the platform (Smartcar, through its official package). Without
   * SMARTCAR_CLIENT_ID the built-in sandbox under /sandbox/car-api answers in Smartcar's place.
   */
  CAR_DATA_PLATFORM: z.string().default('SMARTCAR'),
  SMARTCAR_CLIENT_ID: z.string().min(1).optional(),
  SMARTCAR_CLIENT_SECRET: z.string().min(1).optional(),
  /** Connect's mode: live (real cars), test (Smartcar's test cars) or simulated. */
  SMARTCAR_MODE: z.enum(['live', 'test', 'simulated']).default('live'),
  /** Another home for Smartcar's API, token endpoint or Connect page (the package's own variables). */
  SMARTCAR_API_ORIGIN: z.url().optional(),
  SMARTCAR_AUTH_ORIGIN: z.url().optional(),
  SMARTCAR_CONNECT_ORIGIN: z.url().optional(),
  /** The application management token (Smartcar's dashboard): the key of the webhooks' signatures. */
  SMARTCAR_MANAGEMENT_TOKEN: z.string().min(1).optional(),
  /** Minutes between two telemetry polls of a connected car. */
  CAR_API_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The bank: Qonto's Business API (https://thirdparty.qonto.com) and its authorization server (https://oauth.qonto.com). */
  QONTO_URL: z.url().optional(),
  QONTO_OAUTH_URL: z.url().optional(),
  QONTO_CLIENT_ID: z.string().default('fleetwatt'),
  QONTO_CLIENT_SECRET: z.string().default('sandbox-qonto-secret'),
  /** Only for Qonto's own sandbox (X-Qonto-Staging-Token). */
  QONTO_STAGING_TOKEN: z.string().optional(),
  /**
   * Payment+: Lemonway's DirectKit API v2 (https://api.lemonway.fr/mb/<environment>/directkitrest),
   * its OAuth token endpoint and the API key from Lemonway's dashboard.
   */
  LEMONWAY_URL: z.url().optional(),
  LEMONWAY_OAUTH_URL: z.url().optional(),
  LEMONWAY_API_KEY: z.string().default('sandbox-lemonway-key'),
  /** The secret path segment of the notification URL given to Lemonway; derived from the token-encryption key when unset. */
  LEMONWAY_NOTIFICATION_TOKEN: z.string().min(24).optional(),
  /** Milliseconds before a call to an outside service counts as timed out. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once at boot; a wrong value stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const builtInIdentity = !e.OIDC_ISSUER;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    demoWallbox: e.DEMO_DATA && e.DEMO_WALLBOX,
    identity: {
      builtIn: builtInIdentity,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/backend`,
      rolesClaim: e.OIDC_ROLES_CLAIM,
      cacheSeconds: e.AUTH_CACHE_SECONDS,
    },
    secrets: {
      'cookie-signing': e.OIDC_COOKIE_SECRET,
      'document-links': e.DOCUMENT_LINK_SECRET,
      'token-encryption': e.TOKEN_ENCRYPTION_KEY,
    } satisfies ConfiguredSecrets,
    chatWidgetId: e.CHAT_WIDGET_ID,
    shopUrl: e.SHOP_URL,
    supportUrl: e.SUPPORT_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    signUp: { perEmail: e.SIGN_UP_LIMIT_PER_EMAIL, perAddress: e.SIGN_UP_LIMIT_PER_ADDRESS },
    trustProxy: e.TRUST_PROXY,
    invites: { expiryDays: e.INVITE_EXPIRY_DAYS, rateLimitPerMinute: e.INVITE_RATE_LIMIT },
    exports: { rowsPerSheet: e.EXPORT_ROWS_PER_SHEET },
    jobsEnabled: e.JOBS_ENABLED,
    providers: {
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      stripe: stripeSettings(publicUrl, e),
      carData: carDataSettings(publicUrl, e),
      qonto: {
        ...provider(publicUrl, 'qonto', e.QONTO_URL, { clientId: e.QONTO_CLIENT_ID, clientSecret: e.QONTO_CLIENT_SECRET, stagingToken: e.QONTO_STAGING_TOKEN }),
        oauthUrl: (e.QONTO_OAUTH_URL ?? e.QONTO_URL ?? `${publicUrl}/sandbox/qonto`).replace(/\/$/, ''),
      },
      lemonway: {
        ...provider(publicUrl, 'lemonway', e.LEMONWAY_URL, { apiKey: e.LEMONWAY_API_KEY, notificationToken: e.LEMONWAY_NOTIFICATION_TOKEN }),
        oauthUrl: e.LEMONWAY_OAUTH_URL ?? `${publicUrl}/sandbox/lemonway/oauth/api/v1/oauth/token`,
      },
    },
  };
}

/** The car data platform: Smartcar with the configured credentials, else the sandbox in its place. */
function carDataSettings(publicUrl: string, e: z.infer<typeof ZEnv>) {
  const sandbox = !e.SMARTCAR_CLIENT_ID;
  if (!sandbox && !e.SMARTCAR_CLIENT_SECRET) throw new Error('Invalid configuration:\n  SMARTCAR_CLIENT_SECRET: required with SMARTCAR_CLIENT_ID');
  const trim = (url: string | undefined) => url?.replace(/\/$/, '') ?? null;
  const sandboxOrigin = `${publicUrl}/sandbox/car-api`;
  const apiOrigin = trim(e.SMARTCAR_API_ORIGIN) ?? (sandbox ? sandboxOrigin : null);
  return {
    platform: e.CAR_DATA_PLATFORM,
    sandbox,
    clientId: e.SMARTCAR_CLIENT_ID ?? 'fleetwatt',
    clientSecret: e.SMARTCAR_CLIENT_SECRET ?? 'sandbox-car-api-secret',
    mode: e.SMARTCAR_MODE,
    apiOrigin,
    authOrigin: trim(e.SMARTCAR_AUTH_ORIGIN) ?? (sandbox ? sandboxOrigin : null),
    // The package puts Connect on SMARTCAR_API_ORIGIN when that is set; Connect keeps its own home.
    connectOrigin: trim(e.SMARTCAR_CONNECT_ORIGIN) ?? (sandbox ? sandboxOrigin : apiOrigin ? 'https://connect.smartcar.com' : null),
    managementToken: e.SMARTCAR_MANAGEMENT_TOKEN ?? (sandbox ? 'sandbox-car-api-management-token' : null),
    pollMinutes: e.CAR_API_POLL_MINUTES,
  };
}

/** An outside service: its base URL, or the built-in sandbox's when none is configured. */
function provider<T extends object>(publicUrl: string, name: string, url: string | undefined, credentials: T) {
  return { baseUrl: (url ?? `${publicUrl}/sandbox/${name}`).replace(/\/$/, ''), sandbox: !url, ...credentials };
}

/** Stripe's settings: the real service with a secret key, else the built-in sandbox with its own. */
function stripeSettings(publicUrl: string, e: z.infer<typeof ZEnv>) {
  const sandbox = !e.STRIPE_SECRET_KEY;
  if (!sandbox && !e.STRIPE_WEBHOOK_SECRET) throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  return {
    sandbox,
    apiUrl: (e.STRIPE_API_URL ?? (sandbox ? `${publicUrl}/sandbox/stripe` : 'https://api.stripe.com')).replace(/\/$/, ''),
    secretKey: e.STRIPE_SECRET_KEY ?? 'sk_test_fleetwatt_sandbox',
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? 'whsec_fleetwatt_sandbox',
  };
}
