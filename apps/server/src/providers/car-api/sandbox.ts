import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { CAR_API_SCOPE, type CarApiVehicle } from './api.ts';
import { consentPage } from './consent-page.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, mintSandboxToken, readSandboxToken, type SandboxGrant } from './sandbox-tokens.ts';
import { accountCars, accountIdOf, carOf, telemetryOf, vehicleInfoOf } from './simulation.ts';

/*
 * The connected-car data provider, built in: the same HTTP API as the real one (see api.ts). The
 * consent page shows the simulated account of the sign-in name (login_hint) with its cars; the cars
 * drive and charge with the clock (simulation.ts). Tests and demos steer it:
 *   POST   /_faults  { mode: 'fail' | 'timeout', times? }  the next calls fail (503) or hang past the client's timeout
 *   POST   /_faults  { mode: 'lockout', target? }          refresh answers 401 for the account (every account without target)
 *   POST   /_faults  { mode: 'offline', target? }          the car (every car without target) stops reporting
 *   DELETE /_faults                                        forget every fault
 *   POST   /_clock   { now: ISO | null }                   freeze the sandbox's clock, or let it run again
 */

const ZFault = z.object({
  mode: z.enum(['fail', 'timeout', 'lockout', 'offline']),
  target: z.string().min(1).optional(),
  times: z.number().int().min(1).max(1000).default(1),
});

const ZClock = z.object({ now: z.iso.datetime({ offset: true }).nullable() });

const CODE_SECONDS = 600;

type Fault = { id: number; mode: string; target: string | null; remaining: number | null; created_at: Date | string };

function clientOf(request: FastifyRequest): { id?: string; secret?: string } {
  const header = request.headers.authorization;
  const basic = header?.match(/^Basic\s+(\S+)$/i);
  if (basic?.[1]) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  const body = (request.body ?? {}) as Record<string, string | undefined>;
  return { id: body.client_id, secret: body.client_secret };
}

export const carApiSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const { clientId, clientSecret } = config.providers.carApi;
  const timeoutDelayMs = config.providers.timeoutMs + 2000;

  const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.status(status).send({ error, error_description: description });
  const problem = (reply: FastifyReply, status: number, detail: string) =>
    reply.status(status).type('application/problem+json').send({ status, title: 'Error', detail });

  /** The sandbox's time: frozen by /_clock, else the real one. */
  async function now(): Promise<Date> {
    const [row] = await database.query<{ value: string }>(`select value from sandbox_car_api_settings where name = 'clock'`);
    return row ? new Date(row.value) : new Date();
  }

  async function faults(): Promise<Fault[]> {
    return database.query<Fault>('select id, mode, target, remaining, created_at from sandbox_car_api_faults order by id');
  }

  /** Takes one pending FAIL or TIMEOUT fault, if any. */
  async function takeCallFault(): Promise<string | null> {
    return database.transaction(async (tx) => {
      const [fault] = await tx.query<{ id: number; mode: string; remaining: number }>(
        `select id, mode, remaining from sandbox_car_api_faults
          where mode in ('fail', 'timeout') and remaining > 0 order by id limit 1 for update`,
      );
      if (!fault) return null;
      if (fault.remaining <= 1) await tx.query('delete from sandbox_car_api_faults where id = $1', [fault.id]);
      else await tx.query('update sandbox_car_api_faults set remaining = remaining - 1 where id = $1', [fault.id]);
      return fault.mode;
    });
  }

  /** Plays a pending call fault; true when the call must not go on. */
  async function playFault(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const mode = await takeCallFault();
    if (mode === 'fail') {
      await problem(reply, 503, 'The car data service failed as it was told to.');
      return true;
    }
    if (mode === 'timeout') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutDelayMs);
        const stop = () => {
          clearTimeout(timer);
          resolve();
        };
        request.raw.once('close', stop);
        reply.raw.once('close', stop);
      });
      if (reply.raw.destroyed || request.raw.destroyed) return true;
      await problem(reply, 504, 'The car data service took too long.');
      return true;
    }
    return false;
  }

  const lockedOut = (all: Fault[], accountId: string) => all.some((f) => f.mode === 'lockout' && (!f.target || f.target === accountId));

  async function revoked(grantId: string): Promise<boolean> {
    const rows = await database.query('select 1 from sandbox_car_api_revoked_grants where grant_id = $1', [grantId]);
    return rows.length > 0;
  }

  function vehiclesOf(vehicleIds: string[]): CarApiVehicle[] {
    return vehicleIds.flatMap((id) => {
      const car = carOf(id);
      return car ? [vehicleInfoOf(id, car)] : [];
    });
  }

  function issue(accountId: string, vehicleIds: string[], grantId: string, at: Date) {
    const seconds = Math.floor(at.getTime() / 1000);
    const base = { accountId, vehicleIds, grantId };
    return {
      access_token: mintSandboxToken({ ...base, kind: 'access', expiresAt: seconds + ACCESS_TOKEN_SECONDS }),
      refresh_token: mintSandboxToken({ ...base, kind: 'refresh', expiresAt: seconds + REFRESH_TOKEN_SECONDS }),
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      scope: CAR_API_SCOPE,
    };
  }

  /** The grant of the bearer token of an API call; answers 401 itself when there is none. */
  async function bearer(request: FastifyRequest, reply: FastifyReply): Promise<SandboxGrant | null> {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const grant = token ? readSandboxToken(token, 'access', await now()) : null;
    if (!grant || (await revoked(grant.grantId)) || lockedOut(await faults(), grant.accountId)) {
      await problem(reply, 401, 'The access token is not valid.');
      return null;
    }
    return grant;
  }

  // --- OAuth -------------------------------------------------------------------------------------

  app.get('/oauth/authorize', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.client_id !== clientId) return reply.status(400).type('text/plain').send('Unknown client_id.');
    if (q.response_type !== 'code' || !q.redirect_uri || !q.state) {
      return reply.status(400).type('text/plain').send('response_type=code, redirect_uri and state are required.');
    }
    const accountId = accountIdOf(q.login_hint);
    return reply.type('text/html; charset=utf-8').send(
      consentPage({
        action: `${config.providers.carApi.baseUrl}/oauth/authorize`,
        clientId,
        redirectUri: q.redirect_uri,
        state: q.state,
        scope: q.scope ?? CAR_API_SCOPE,
        loginHint: q.login_hint ?? '',
        accountId,
        vehicles: vehiclesOf(accountCars(accountId)),
      }),
    );
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, string | undefined>;
    if (b.client_id !== clientId || !b.redirect_uri || !b.state) return reply.status(400).type('text/plain').send('Incomplete request.');
    const target = new URL(b.redirect_uri);
    target.searchParams.set('state', b.state);
    if (b.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString(), 302);
    }
    const accountId = accountIdOf(b.login_hint);
    const code = `code_${randomBytes(18).toString('base64url')}`;
    const at = await now();
    await database.query(
      `insert into sandbox_car_api_codes (code, account_id, vehicle_ids, redirect_uri, expires_at) values ($1, $2, $3, $4, $5)`,
      [code, accountId, JSON.stringify(accountCars(accountId)), b.redirect_uri, new Date(at.getTime() + CODE_SECONDS * 1000)],
    );
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/oauth/token', async (request, reply) => {
    if (await playFault(request, reply)) return reply;
    const client = clientOf(request);
    if (client.id !== clientId || client.secret !== clientSecret) return oauthError(reply, 401, 'invalid_client', 'Unknown client.');
    const b = (request.body ?? {}) as Record<string, string | undefined>;
    const at = await now();
    if (b.grant_type === 'authorization_code') {
      const [row] = await database.query<{ account_id: string; vehicle_ids: string; redirect_uri: string; expires_at: Date | string }>(
        `update sandbox_car_api_codes set used_at = $2 where code = $1 and used_at is null
         returning account_id, vehicle_ids, redirect_uri, expires_at`,
        [b.code ?? '', at],
      );
      if (!row || new Date(row.expires_at) <= at || row.redirect_uri !== b.redirect_uri) {
        return oauthError(reply, 400, 'invalid_grant', 'The code is unknown, used, expired or for another redirect_uri.');
      }
      const grantId = `grant_${randomBytes(9).toString('hex')}`;
      return issue(row.account_id, JSON.parse(row.vehicle_ids) as string[], grantId, at);
    }
    if (b.grant_type === 'refresh_token') {
      const grant = readSandboxToken(b.refresh_token ?? '', 'refresh', at);
      if (!grant || (await revoked(grant.grantId)) || lockedOut(await faults(), grant.accountId)) {
        return oauthError(reply, 401, 'invalid_grant', 'The refresh token is not valid.');
      }
      return issue(grant.accountId, grant.vehicleIds, grant.grantId, at);
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  });

  app.post('/oauth/revoke', async (request, reply) => {
    if (await playFault(request, reply)) return reply;
    const client = clientOf(request);
    if (client.id !== clientId || client.secret !== clientSecret) return oauthError(reply, 401, 'invalid_client', 'Unknown client.');
    const token = ((request.body ?? {}) as Record<string, string | undefined>).token ?? '';
    // A revoke answers 200 whatever the token (RFC 7009); an expired one still names its grant.
    const grant = readSandboxToken(token, 'refresh', new Date(0)) ?? readSandboxToken(token, 'access', new Date(0));
    if (grant) {
      await database.query('insert into sandbox_car_api_revoked_grants (grant_id) values ($1) on conflict do nothing', [grant.grantId]);
    }
    return reply.status(200).send({});
  });

  // --- API ---------------------------------------------------------------------------------------

  app.get('/v1/user', async (request, reply) => {
    if (await playFault(request, reply)) return reply;
    const grant = await bearer(request, reply);
    if (!grant) return reply;
    return { id: grant.accountId };
  });

  app.get('/v1/vehicles', async (request, reply) => {
    if (await playFault(request, reply)) return reply;
    const grant = await bearer(request, reply);
    if (!grant) return reply;
    return { vehicles: vehiclesOf(grant.vehicleIds) };
  });

  app.get<{ Params: { id: string } }>('/v1/vehicles/:id/telemetry', async (request, reply) => {
    if (await playFault(request, reply)) return reply;
    const grant = await bearer(request, reply);
    if (!grant) return reply;
    const id = request.params.id;
    const car = grant.vehicleIds.includes(id) ? carOf(id) : null;
    if (!car) return problem(reply, 404, 'No such vehicle for this token.');
    const offline = (await faults()).find((f) => f.mode === 'offline' && (!f.target || f.target === id));
    return telemetryOf(id, car, await now(), offline ? new Date(offline.created_at) : null);
  });

  // --- Controls ----------------------------------------------------------------------------------

  app.post('/_faults', async (request, reply) => {
    const parsed = ZFault.safeParse(request.body);
    if (!parsed.success) return problem(reply, 400, 'mode must be fail, timeout, lockout or offline.');
    const f = parsed.data;
    const calls = f.mode === 'fail' || f.mode === 'timeout';
    await database.query('insert into sandbox_car_api_faults (mode, target, remaining, created_at) values ($1, $2, $3, $4)', [
      f.mode,
      f.target ?? null,
      calls ? f.times : null,
      await now(),
    ]);
    return reply.status(201).send({ faults: await faults() });
  });

  app.get('/_faults', async () => ({ faults: await faults() }));

  app.delete('/_faults', async (_request, reply) => {
    await database.query('delete from sandbox_car_api_faults');
    return reply.status(204).send();
  });

  app.post('/_clock', async (request, reply) => {
    const parsed = ZClock.safeParse(request.body);
    if (!parsed.success) return problem(reply, 400, 'now must be an ISO date-time or null.');
    if (parsed.data.now === null) await database.query(`delete from sandbox_car_api_settings where name = 'clock'`);
    else {
      await database.query(
        `insert into sandbox_car_api_settings (name, value, updated_at) values ('clock', $1, now())
         on conflict (name) do update set value = excluded.value, updated_at = now()`,
        [new Date(parsed.data.now).toISOString()],
      );
    }
    return { now: (await now()).toISOString() };
  });
};
