import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import {
  ACCESS_TOKEN_SECONDS,
  API_VERSION,
  REFRESH_TOKEN_SECONDS,
  SIGNAL_PATHS,
  SMARTCAR_SCOPE,
  smartcarErrorBody,
  type SignalPath,
  type SmartcarErrorBody,
  type SmartcarErrorType,
} from './api.ts';
import { CONNECT_STYLESHEET, connectPage } from './connect-page.ts';
import { mintSandboxToken, readSandboxToken, type SandboxGrant } from './sandbox-tokens.ts';
import { accountCars, accountIdOf, carOf, telemetryOf, vehicleInfoOf } from './simulation.ts';

/*
 * Smartcar, built in: Connect, the token endpoint and API v2.0 on Smartcar's paths with its
 * fields, units, paging and error bodies (see api.ts), so the official package pointed here works
 * unchanged. Connect plays the car maker's sign-in with the product account named by `user` and
 * shows that account's simulated test cars; the cars drive and charge with the clock
 * (simulation.ts). Tests and demos steer it:
 *   POST   /_faults  { mode: 'fail' | 'timeout' | 'upstream' | 'ratelimit', times? }  the next calls answer
 *          500 SERVER, hang past the client's timeout, 502 UPSTREAM or 429 RATE_LIMIT (Retry-After 60)
 *   POST   /_faults  { mode: 'lockout', target? }      the account (every account without target) is signed out: 401 and invalid_grant
 *   POST   /_faults  { mode: 'offline', target? }      the car (every car without target) stops reporting
 *   POST   /_faults  { mode: 'asleep' | 'permission' | 'incompatible', target? }  the car (or `<car id>/<path>`, one signal)
 *          answers 409 VEHICLE_STATE ASLEEP, 403 PERMISSION or 501 COMPATIBILITY
 *   DELETE /_faults                                    forget every fault
 *   POST   /_clock   { now: ISO | null }               freeze the sandbox's clock, or let it run again
 */

const CALL_FAULTS = ['fail', 'timeout', 'upstream', 'ratelimit'] as const;
const VEHICLE_FAULTS = ['asleep', 'permission', 'incompatible'] as const;

const ZFault = z.object({
  mode: z.enum([...CALL_FAULTS, 'lockout', 'offline', ...VEHICLE_FAULTS]),
  target: z.string().min(1).optional(),
  times: z.number().int().min(1).max(1000).default(1),
});

const ZClock = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
const ZBatch = z.object({ requests: z.array(z.object({ path: z.string() })).min(1).max(20) });

const CODE_SECONDS = 600;
const RETRY_AFTER_SECONDS = 60;
const KM_PER_MILE = 1.609344;

type Fault = { id: number; mode: string; target: string | null; remaining: number | null; created_at: Date | string };

/** An answer of one path: status, body and the headers Smartcar sends with it. */
interface Answer {
  code: number;
  body: object;
  headers: Record<string, string>;
}

function clientOf(request: FastifyRequest): { id?: string; secret?: string } {
  const basic = request.headers.authorization?.match(/^Basic\s+(\S+)$/i);
  if (basic?.[1]) {
    const text = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = text.indexOf(':');
    return { id: text.slice(0, colon), secret: text.slice(colon + 1) };
  }
  const body = (request.body ?? {}) as Record<string, string | undefined>;
  return { id: body.client_id, secret: body.client_secret };
}

const FAULT_ERRORS: Record<string, [SmartcarErrorType, string | null, number, string, string | null]> = {
  fail: ['SERVER', 'INTERNAL', 500, 'Smartcar failed as it was told to.', 'RETRY_LATER'],
  upstream: ['UPSTREAM', 'UNKNOWN_ISSUE', 502, 'The car maker’s service answered with an error.', 'RETRY_LATER'],
  asleep: ['VEHICLE_STATE', 'ASLEEP', 409, 'The vehicle is in a sleep state and temporarily unable to perform your request.', 'RETRY_LATER'],
  permission: ['PERMISSION', null, 403, 'Your application has insufficient permissions to access the requested resource.', 'REAUTHENTICATE'],
  incompatible: ['COMPATIBILITY', 'VEHICLE_NOT_CAPABLE', 501, 'The vehicle is incapable of performing your request.', null],
};

export const smartcarSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const { clientId, clientSecret } = config.providers.carData;
  const self = `${config.publicUrl}/sandbox/car-api`;
  const timeoutDelayMs = config.providers.timeoutMs + 2000;

  // The package sends `content-type: application/json` with no body on DELETE, which Smartcar takes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : undefined);
    } catch (err) {
      (err as { statusCode?: number }).statusCode = 400;
      done(err as Error, undefined);
    }
  });

  const requestId = () => randomUUID();
  const send = (reply: FastifyReply, answer: Answer) => reply.status(answer.code).headers(answer.headers).type('application/json').send(answer.body);
  const failure = (type: SmartcarErrorType, code: string | null, status: number, description: string, resolution: string | null = null): Answer => {
    const id = requestId();
    const body: SmartcarErrorBody = smartcarErrorBody(type, code, status, description, id, resolution);
    return { code: status, body, headers: { 'content-type': 'application/json', 'sc-request-id': id } };
  };
  const unauthenticated = () =>
    failure(
      'AUTHENTICATION',
      null,
      401,
      'The authorization header is missing or malformed, or it contains invalid or expired authentication credentials.',
      'REAUTHENTICATE',
    );
  const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.status(status).type('application/json').send({ error, error_description: description });

  /** The sandbox's time: frozen by /_clock, else the real one. */
  async function now(): Promise<Date> {
    const [row] = await database.query<{ value: string }>(`select value from sandbox_car_api_settings where name = 'clock'`);
    return row ? new Date(row.value) : new Date();
  }

  const faults = () => database.query<Fault>('select id, mode, target, remaining, created_at from sandbox_car_api_faults order by id');

  /** The clock and the faults, read once per request in one query. */
  const states = new WeakMap<FastifyRequest, Promise<{ now: Date; faults: Fault[] }>>();
  function stateOf(request: FastifyRequest) {
    let state = states.get(request);
    if (!state) {
      state = database
        .query<{ clock: string | null; faults: Fault[] | string }>(
          `select (select value from sandbox_car_api_settings where name = 'clock') as clock,
                  coalesce((select json_agg(f order by f.id) from sandbox_car_api_faults f), '[]'::json) as faults`,
        )
        .then(([row]) => ({
          now: row?.clock ? new Date(row.clock) : new Date(),
          faults: typeof row?.faults === 'string' ? (JSON.parse(row.faults) as Fault[]) : (row?.faults ?? []),
        }));
      states.set(request, state);
    }
    return state;
  }

  /** Takes one pending call fault, if any. */
  async function takeCallFault(): Promise<string | null> {
    return database.transaction(async (tx) => {
      const [fault] = await tx.query<{ id: number; mode: string; remaining: number }>(
        `select id, mode, remaining from sandbox_car_api_faults
          where mode = any($1) and remaining > 0 order by id limit 1 for update`,
        [CALL_FAULTS],
      );
      if (!fault) return null;
      if (fault.remaining <= 1) await tx.query('delete from sandbox_car_api_faults where id = $1', [fault.id]);
      else await tx.query('update sandbox_car_api_faults set remaining = remaining - 1 where id = $1', [fault.id]);
      return fault.mode;
    });
  }

  /** Plays a pending call fault; true when the call must not go on. */
  async function playFault(request: FastifyRequest, reply: FastifyReply, vehicleCall: boolean): Promise<boolean> {
    const pending = (await stateOf(request)).faults.some((f) => (CALL_FAULTS as readonly string[]).includes(f.mode) && (f.remaining ?? 0) > 0);
    const mode = pending ? await takeCallFault() : null;
    if (!mode) return false;
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
      await send(reply, failure('UPSTREAM', 'NO_RESPONSE', 502, 'The car maker’s service took too long.', 'RETRY_LATER'));
      return true;
    }
    if (mode === 'ratelimit') {
      const answer = vehicleCall
        ? failure('RATE_LIMIT', 'VEHICLE', 429, 'You have reached the throttling rate limit for this vehicle.', 'RETRY_LATER')
        : failure('RATE_LIMIT', 'SMARTCAR_API', 429, 'You have reached the throttling rate limit for your application.', 'RETRY_LATER');
      answer.headers['retry-after'] = String(RETRY_AFTER_SECONDS);
      await send(reply, answer);
      return true;
    }
    const [type, code, status, description, resolution] = FAULT_ERRORS[mode]!;
    await send(reply, failure(type, code, status, description, resolution));
    return true;
  }

  const lockedOut = (all: Fault[], accountId: string) => all.some((f) => f.mode === 'lockout' && (!f.target || f.target === accountId));

  const vehicleKey = (grant: SandboxGrant, vehicleId: string) => `${grant.grantId}/${vehicleId}`;

  /** The cars of a grant the driver has not disconnected; none when the whole grant was revoked. */
  async function sharedCars(grant: SandboxGrant): Promise<string[]> {
    const keys = [grant.grantId, ...grant.vehicleIds.map((id) => vehicleKey(grant, id))];
    const rows = await database.query<{ grant_id: string }>('select grant_id from sandbox_car_api_revoked_grants where grant_id = any($1)', [keys]);
    const gone = new Set(rows.map((r) => r.grant_id));
    return gone.has(grant.grantId) ? [] : grant.vehicleIds.filter((id) => !gone.has(vehicleKey(grant, id)));
  }

  function issue(accountId: string, vehicleIds: string[], grantId: string, at: Date) {
    const seconds = Math.floor(at.getTime() / 1000);
    const base = { accountId, vehicleIds, grantId };
    return {
      access_token: mintSandboxToken({ ...base, kind: 'access', expiresAt: seconds + ACCESS_TOKEN_SECONDS }),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: mintSandboxToken({ ...base, kind: 'refresh', expiresAt: seconds + REFRESH_TOKEN_SECONDS }),
    };
  }

  /** The grant of the bearer token of an API call and its cars still shared; answers 401 itself when there is none. */
  async function bearer(request: FastifyRequest, reply: FastifyReply): Promise<{ grant: SandboxGrant; cars: string[] } | null> {
    const state = await stateOf(request);
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const grant = token ? readSandboxToken(token, 'access', state.now) : null;
    const cars = grant && !lockedOut(state.faults, grant.accountId) ? await sharedCars(grant) : [];
    if (!grant || !cars.length) {
      await send(reply, unauthenticated());
      return null;
    }
    return { grant, cars };
  }

  /** The answer of one path of a car, as Smartcar gives it. */
  async function answerOf(request: FastifyRequest, vehicleId: string, path: string, at: Date, all: Fault[]): Promise<Answer> {
    const car = carOf(vehicleId);
    if (!car) return failure('RESOURCE_NOT_FOUND', 'PATH', 404, 'The requested resource does not exist.');
    const hits = (mode: string) => all.find((f) => f.mode === mode && (!f.target || f.target === vehicleId || f.target === `${vehicleId}${path}`));
    // What a car is (make, model, VIN, capacity) is known without waking it; only its signals need it.
    const live = (SIGNAL_PATHS as readonly string[]).includes(path);
    for (const mode of VEHICLE_FAULTS) {
      if ((live || mode === 'permission') && hits(mode)) {
        const [type, code, status, description, resolution] = FAULT_ERRORS[mode]!;
        return failure(type, code, status, description, resolution);
      }
    }
    const offline = all.find((f) => f.mode === 'offline' && (!f.target || f.target === vehicleId));
    const report = telemetryOf(vehicleId, car, at, offline ? new Date(offline.created_at) : null);
    const info = vehicleInfoOf(vehicleId, car);
    const imperial = String(request.headers['sc-unit-system'] ?? 'metric') === 'imperial';
    const distance = (km: number) => (imperial ? km / KM_PER_MILE : km);
    const id = requestId();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'sc-request-id': id,
      'sc-data-age': report.recordedAt,
      'sc-fetched-at': at.toISOString(),
      'sc-unit-system': imperial ? 'imperial' : 'metric',
    };
    const ok = (body: object): Answer => ({ code: 200, body, headers });
    switch (path as SignalPath) {
      case '/':
        return ok({ id: vehicleId, make: info.make, model: info.model, year: info.year });
      case '/vin':
        return ok({ vin: info.vin });
      case '/battery/capacity':
        return ok({ capacity: (info.batteryCapacityWh ?? 0) / 1000 });
      case '/odometer':
        return ok({ distance: distance(report.odometerKm ?? 0) });
      case '/battery':
        return ok({ percentRemaining: (report.batteryPercent ?? 0) / 100, range: distance(report.batteryRangeKm ?? 0) });
      case '/charge':
        return ok({ isPluggedIn: report.pluggedIn ?? false, state: report.chargingStatus === 'UNKNOWN' ? 'NOT_CHARGING' : report.chargingStatus });
      case '/location':
        return ok({ latitude: report.location?.latitude ?? 0, longitude: report.location?.longitude ?? 0 });
      default:
        return failure('RESOURCE_NOT_FOUND', 'PATH', 404, 'The requested resource does not exist.');
    }
  }

  /** The car of a vehicle call, shared by the token's grant; answers the error itself when not. */
  async function vehicleOf(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<SandboxGrant | null> {
    if (await playFault(request, reply, true)) return null;
    const access = await bearer(request, reply);
    if (!access) return null;
    if (!access.cars.includes(request.params.id)) {
      await send(reply, unauthenticated());
      return null;
    }
    return access.grant;
  }

  // --- Connect -----------------------------------------------------------------------------------

  app.get('/connect.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CONNECT_STYLESHEET));

  app.get('/oauth/authorize', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.client_id !== clientId) return reply.status(400).type('text/plain').send('Unknown client_id.');
    if (q.response_type !== 'code' || !q.redirect_uri || !q.state) {
      return reply.status(400).type('text/plain').send('response_type=code, redirect_uri and state are required.');
    }
    // The car maker's sign-in, played: the product account named by `user` signs in.
    const [account] = q.user ? await database.query<{ email: string }>('select email from users where id::text = $1', [q.user]) : [];
    const signIn = account?.email ?? q.user ?? '';
    const accountId = accountIdOf(signIn);
    return reply.type('text/html; charset=utf-8').send(
      connectPage({
        action: `${self}/oauth/authorize`,
        stylesheet: `${self}/connect.css`,
        clientId,
        redirectUri: q.redirect_uri,
        state: q.state,
        scope: (q.scope ?? SMARTCAR_SCOPE.join(' ')).split(/\s+/).filter(Boolean),
        signIn,
        mode: q.mode ?? 'live',
        vehicles: accountCars(accountId).flatMap((id) => {
          const car = carOf(id);
          return car ? [vehicleInfoOf(id, car)] : [];
        }),
      }),
    );
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, string | undefined>;
    if (b.client_id !== clientId || !b.redirect_uri || !b.state) return reply.status(400).type('text/plain').send('Incomplete request.');
    const target = new URL(b.redirect_uri);
    if (b.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'User denied access to application.');
      target.searchParams.set('state', b.state);
      return reply.redirect(target.toString(), 302);
    }
    const accountId = accountIdOf(b.sign_in);
    const code = randomUUID();
    const at = await now();
    await database.query(
      `insert into sandbox_car_api_codes (code, account_id, vehicle_ids, redirect_uri, expires_at) values ($1, $2, $3, $4, $5)`,
      [code, accountId, JSON.stringify(accountCars(accountId)), b.redirect_uri, new Date(at.getTime() + CODE_SECONDS * 1000)],
    );
    target.searchParams.set('code', code);
    target.searchParams.set('state', b.state);
    return reply.redirect(target.toString(), 302);
  });

  // --- Auth --------------------------------------------------------------------------------------

  app.post('/oauth/token', async (request, reply) => {
    if (await playFault(request, reply, false)) return reply;
    const client = clientOf(request);
    if (client.id !== clientId || client.secret !== clientSecret) return oauthError(reply, 401, 'invalid_client', 'Invalid client credentials.');
    const b = (request.body ?? {}) as Record<string, string | undefined>;
    const { now: at, faults: all } = await stateOf(request);
    if (b.grant_type === 'authorization_code') {
      const [row] = await database.query<{ account_id: string; vehicle_ids: string; redirect_uri: string; expires_at: Date | string }>(
        `update sandbox_car_api_codes set used_at = $2 where code = $1 and used_at is null
         returning account_id, vehicle_ids, redirect_uri, expires_at`,
        [b.code ?? '', at],
      );
      if (!row || new Date(row.expires_at) <= at || row.redirect_uri !== b.redirect_uri) {
        return oauthError(reply, 400, 'invalid_grant', 'Invalid or expired authorization code.');
      }
      return issue(row.account_id, JSON.parse(row.vehicle_ids) as string[], `grant_${randomBytes(9).toString('hex')}`, at);
    }
    if (b.grant_type === 'refresh_token') {
      const grant = readSandboxToken(b.refresh_token ?? '', 'refresh', at);
      if (!grant || lockedOut(all, grant.accountId) || !(await sharedCars(grant)).length) {
        return oauthError(reply, 400, 'invalid_grant', 'Invalid or expired refresh token.');
      }
      return issue(grant.accountId, grant.vehicleIds, grant.grantId, at);
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  });

  // --- API v2.0 ----------------------------------------------------------------------------------

  const v = `/v${API_VERSION}`;
  /** The package asks for some collections with a trailing slash (`/v2.0/user/`, `/v2.0/vehicles/`), which Smartcar accepts. */
  const withSlash = (path: string) => [path, `${path}/`];

  const user = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await playFault(request, reply, false)) return reply;
    const access = await bearer(request, reply);
    if (!access) return reply;
    return send(reply, { code: 200, body: { id: access.grant.accountId }, headers: { 'sc-request-id': requestId() } });
  };
  for (const url of withSlash(`${v}/user`)) app.get(url, user);

  const vehicles = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await playFault(request, reply, false)) return reply;
    const access = await bearer(request, reply);
    if (!access) return reply;
    const q = request.query as Record<string, string | undefined>;
    const limit = Math.min(Math.max(Number(q.limit ?? 10) || 10, 1), 50);
    const offset = Math.max(Number(q.offset ?? 0) || 0, 0);
    const cars = access.cars;
    return send(reply, {
      code: 200,
      body: { vehicles: cars.slice(offset, offset + limit), paging: { count: cars.length, offset } },
      headers: { 'sc-request-id': requestId() },
    });
  };
  for (const url of withSlash(`${v}/vehicles`)) app.get(url, vehicles);

  app.post<{ Params: { id: string } }>(`${v}/vehicles/:id/batch`, async (request, reply) => {
    if (!(await vehicleOf(request, reply))) return reply;
    const parsed = ZBatch.safeParse(request.body);
    if (!parsed.success) return send(reply, failure('VALIDATION', 'PARAMETER', 400, 'The request body must name the paths to read.'));
    const { now: at, faults: all } = await stateOf(request);
    const responses = [];
    for (const { path } of parsed.data.requests) {
      const answer = await answerOf(request, request.params.id, path, at, all);
      responses.push({ path, code: answer.code, body: answer.body, headers: answer.headers });
    }
    return send(reply, { code: 200, body: { responses }, headers: { 'sc-request-id': requestId() } });
  });

  app.delete<{ Params: { id: string } }>(`${v}/vehicles/:id/application`, async (request, reply) => {
    const grant = await vehicleOf(request, reply);
    if (!grant) return reply;
    await database.query('insert into sandbox_car_api_revoked_grants (grant_id) values ($1) on conflict do nothing', [vehicleKey(grant, request.params.id)]);
    return send(reply, { code: 200, body: { status: 'success' }, headers: { 'sc-request-id': requestId() } });
  });

  // Each signal on its own path too, as Smartcar serves them.
  for (const path of ['/', '/vin', '/battery/capacity', '/odometer', '/battery', '/charge', '/location'] as const) {
    for (const url of path === '/' ? withSlash(`${v}/vehicles/:id`) : [`${v}/vehicles/:id${path}`]) {
      app.get<{ Params: { id: string } }>(url, async (request, reply) => {
        if (!(await vehicleOf(request, reply))) return reply;
        const state = await stateOf(request);
        return send(reply, await answerOf(request, request.params.id, path, state.now, state.faults));
      });
    }
  }

  // --- Controls ----------------------------------------------------------------------------------

  app.post('/_faults', async (request, reply) => {
    const parsed = ZFault.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ message: `mode must be one of ${ZFault.shape.mode.options.join(', ')}.` });
    const f = parsed.data;
    const calls = (CALL_FAULTS as readonly string[]).includes(f.mode);
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
    if (!parsed.success) return reply.status(400).send({ message: 'now must be an ISO date-time or null.' });
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
