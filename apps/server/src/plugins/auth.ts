import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ROLES, type Role } from '@fleetwatt/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { currentActor } from '../db/actor-context.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { ACCOUNT_CHANGES_CHANNEL, SESSION_CLAIM } from '../lib/account-changes.ts';
import { personName } from '../lib/sql.ts';
import type { RowOf } from '../db/rows.ts';
import type { users } from '../db/schema/index.ts';

/** Who is calling, resolved from a verified access token and our users table. */
export interface Principal {
  userId: string;
  email: string;
  role: Role;
  companyId: string | null;
  name: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on the route; omit only together with `public: true`. */
    roles?: readonly Role[];
    /** A route anyone may call without a token (config, callbacks, invites). */
    public?: boolean;
    /** The media types a file route answers with (the OpenAPI document states them). */
    produces?: readonly string[];
  }
  interface FastifyRequest {
    principal: Principal;
  }
  interface FastifyInstance {
    /**
     * Forgets the callers remembered for `user:<id>` or `session:<uid>` on this instance at once,
     * before the database's announcement (which reaches every instance) arrives.
     */
    forgetCaller(change: string): void;
  }
}

// Callers remembered at once; past that the memory starts afresh rather than grow.
const MAX_REMEMBERED = 10_000;

export const STAFF: readonly Role[] = ['ADMINISTRATOR', 'FLEETMANAGER'];
export const ADMIN: readonly Role[] = ['ADMINISTRATOR'];
export const DRIVER: readonly Role[] = ['USER'];

/**
 * Every route under /backend needs a bearer token unless it says `public: true`: signature from the
 * issuer's keys, issuer, audience and expiry are checked; the role comes from the roles claim.
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config; database: Database }) {
    const { identity } = opts.config;
    let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
    const keys = async () => {
      if (!jwks) {
        const res = await fetch(`${identity.issuer}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`identity provider discovery failed: ${res.status}`);
        const meta = (await res.json()) as { jwks_uri: string };
        jwks = createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: 10_000 });
      }
      return jwks;
    };

    async function verify(token: string): Promise<JWTPayload> {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: identity.issuer,
        audience: identity.audience,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        // jose checks exp only when present; a token without one would never expire.
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    }

    /*
     * A verified token's caller, remembered for a few seconds (AUTH_CACHE_SECONDS, never past the
     * token's expiry): a page fires several calls at once, and each would otherwise check the
     * signature and read the user again. The caller is read as the account is now (role, company,
     * deactivation, the session still open), and every instance forgets it at once when the
     * account or the session changes: the database announces those changes (account-changes.sql).
     */
    const remembered = new Map<string, { principal: Principal; session: string | null; until: number }>();
    const cacheMs = identity.cacheSeconds * 1000;
    const requireSession = identity.builtIn;

    const forget = (change: string) => {
      const [kind, id] = [change.slice(0, change.indexOf(':')), change.slice(change.indexOf(':') + 1)];
      for (const [token, entry] of remembered) {
        if ((kind === 'user' && entry.principal.userId === id) || (kind === 'session' && entry.session === id)) {
          remembered.delete(token);
        }
      }
    };
    app.decorate('forgetCaller', forget);
    if (cacheMs > 0) {
      const stop = await opts.database.listen(ACCOUNT_CHANGES_CHANNEL, forget, () => remembered.clear());
      app.addHook('onClose', stop);
    }

    async function principalOf(token: string, log: FastifyRequest['log']): Promise<Principal> {
      const now = Date.now();
      const hit = remembered.get(token);
      if (hit && hit.until > now) return hit.principal;
      let payload: JWTPayload;
      try {
        payload = await verify(token);
      } catch (err) {
        log.info({ reason: (err as Error).message }, 'token refused');
        throw unauthenticated('Your session is not valid. Please sign in again.');
      }
      const session = typeof payload[SESSION_CLAIM] === 'string' ? (payload[SESSION_CLAIM] as string) : null;
      if (requireSession && !session) throw unauthenticated('Your session is not valid. Please sign in again.');
      const user = await findUser(opts.database, payload, session);
      if (!user || !roleFrom(payload[identity.rolesClaim])) throw unauthenticated('Your account is not known to Fleetwatt.');
      if (user.deactivated) throw unauthenticated('Your account has been deactivated.');
      if (requireSession && !user.sessionOpen) throw unauthenticated('Your session has ended. Please sign in again.');
      const principal: Principal = { userId: user.userId, email: user.email, companyId: user.companyId, name: user.name, role: user.role };
      if (cacheMs > 0) {
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(token, { principal, session, until: Math.min(now + cacheMs, (payload.exp ?? 0) * 1000) });
      }
      return principal;
    }

    app.decorateRequest('principal', null as unknown as Principal);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      if (config.public || !request.url.startsWith('/backend')) return;
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthenticated();
      request.principal = await principalOf(match[1], request.log);
      const { userId, email, role } = request.principal;
      const actor = currentActor();
      if (actor) Object.assign(actor, { actorId: userId, actor: email });
      const allowed = config.roles;
      if (!allowed || !allowed.includes(role)) throw forbidden();
    });
  },
  { name: 'auth' },
);

/** The highest role the claim carries; an unknown role counts as none. */
function roleFrom(claim: unknown): Role | null {
  const values = Array.isArray(claim) ? claim : typeof claim === 'string' ? [claim] : [];
  return ROLES.find((r) => values.includes(r)) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Built-in tokens carry our user id as subject; an external provider's are matched by subject, then
 * email. The role is the account's as it is now, not the one the token was issued with.
 */
async function findUser(database: Database, payload: JWTPayload, session: string | null) {
  // Planned once per connection: this runs for every caller not remembered.
  const select = `select u.id, u.email, u.company_id, u.role, ${personName('u')} as name,
      u.deactivated_at is not null as deactivated,
      exists (select 1 from oidc_models s where s.kind = 'Session' and s.uid = $2 and (s.expires_at is null or s.expires_at > now())) as session_open
    from users u`;
  type Row = RowOf<typeof users, 'id' | 'email' | 'company_id' | 'role'> & { name: string; deactivated: boolean; session_open: boolean };
  const sub = payload.sub ?? '';
  const sid = session ?? '';
  let rows: Row[] = [];
  if (UUID.test(sub)) rows = await database.query<Row>(`${select} where u.id = $1::uuid`, [sub, sid], { name: 'caller-by-id' });
  if (!rows.length && sub) rows = await database.query<Row>(`${select} where u.external_subject = $1`, [sub, sid]);
  if (!rows.length && typeof payload.email === 'string' && payload.email_verified !== false) {
    rows = await database.query<Row>(`${select} where lower(u.email) = lower($1)`, [payload.email, sid]);
  }
  const row = rows[0];
  return row
    ? {
        userId: row.id,
        email: row.email,
        companyId: row.company_id,
        name: row.name,
        role: row.role,
        deactivated: row.deactivated,
        sessionOpen: row.session_open,
      }
    : null;
}
