import { createHash, randomBytes } from 'node:crypto';
import {
  vehicleMessage,
  type CarApiCallback,
  type CarApiCallbackResult,
  type CarApiInitiateQuery,
  type CarApiLink,
  type ConnectionInviteResult,
  type DriverConnection,
  type Language,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import type { CarApiFlowPurpose } from '../../db/schema/provider-connections.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { ConnectionTokenBox } from '../../lib/secrets/connection-token-box.ts';
import { CarDataError, type CarDataProvider } from '../../providers/car-data/index.ts';
import { carDataAccess, sealedTokens } from './car-data-access.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { connectMail, driverLanguage } from './connect-mail.ts';
import { connectionsRepository, type DriverRow } from './connections.repository.ts';
import { pollDriver } from './telemetry-poll.ts';
import { toVehicleItem } from './vehicles.service.ts';
import { vehiclesRepository } from './vehicles.repository.ts';

/** The link staff open in a new tab is good for ten minutes and once. */
export const STAFF_LINK_MINUTES = 10;
/** A link mailed to the driver is good for a week, until the car is connected. */
export const INVITE_LINK_DAYS = 7;
/** The provider's consent must come back within half an hour. */
export const STATE_MINUTES = 30;
export const CONNECT_TRIAL_DAYS = 14;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

const serviceUnavailable = (lang: Language) => new AppError(503, 'SERVICE_UNAVAILABLE', vehicleMessage('providerUnavailable', lang));

export interface ConnectionsDeps {
  database: Database;
  client: CarDataProvider;
  /** Seals and opens the stored tokens. */
  tokens: ConnectionTokenBox;
  mailer: Mailer;
  publicUrl: string;
  log: { warn(obj: object, msg?: string): void };
  /** The clock; tests pass their own. */
  now?: () => Date;
}

/** The page the provider sends the browser back to; also where a refused link lands. */
export const callbackPath = '/public/car-api/callback';
export const initiatePath = '/connections/car-api/auth-flow/initiate';

const nameOf = (d: { first_name: string; last_name: string; email: string }) => `${d.first_name} ${d.last_name}`.trim() || d.email;

/**
 * Fleet managers connect cars when their company has the CarApi feature or is inside its 14-day
 * Connect trial; administrators always.
 */
export function mayConnect(principal: Pick<Principal, 'role'>, driver: DriverRow, now: Date): boolean {
  if (principal.role === 'ADMINISTRATOR') return true;
  if (driver.company_features?.includes('CarApi')) return true;
  const trial = driver.connect_trial_started_at ? new Date(driver.connect_trial_started_at).getTime() : null;
  return trial !== null && trial <= now.getTime() && now.getTime() < trial + CONNECT_TRIAL_DAYS * DAY_MS;
}

export function connectionsService(deps: ConnectionsDeps) {
  const { database, client, mailer, publicUrl, tokens: box } = deps;
  const clock = deps.now ?? (() => new Date());
  const repo = connectionsRepository(database);
  const vehicles = vehiclesRepository(database);
  const redirectUri = `${publicUrl}${callbackPath}`;

  async function driverOf(scope: TenantScope, id: string): Promise<DriverRow> {
    const driver = await repo.findDriver(scope, id);
    if (!driver) throw notFound('driver');
    return driver;
  }

  function requireCompany(driver: DriverRow, lang: Language): string {
    if (!driver.company_id) throw conflict(vehicleMessage('driverWithoutCompany', lang));
    return driver.company_id;
  }

  function requireFeature(principal: Principal, driver: DriverRow, lang: Language) {
    if (!mayConnect(principal, driver, clock())) throw forbidden(vehicleMessage('upgradeRequired', lang));
  }

  async function view(principal: Principal, driver: DriverRow): Promise<DriverConnection> {
    const companyId = driver.company_id;
    const connection = companyId ? await repo.connectionOf(companyId, driver.id) : undefined;
    const cars = companyId ? await vehicles.ofDriver(companyId, driver.id) : [];
    const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
    return {
      driverId: driver.id,
      driverName: nameOf(driver),
      companyId,
      status: connection?.status ?? 'NONE',
      connectedAt: iso(connection?.connected_at),
      disconnectedAt: iso(connection?.disconnected_at),
      vehicles: cars.map(toVehicleItem),
      canConnect: mayConnect(principal, driver, clock()),
    };
  }

  /** A new flow and the link that opens it. */
  async function newLink(driver: DriverRow, companyId: string, requestedBy: string, purpose: CarApiFlowPurpose) {
    const token = secret();
    const now = clock();
    const expiresAt = new Date(now.getTime() + (purpose === 'STAFF' ? STAFF_LINK_MINUTES * MINUTE_MS : INVITE_LINK_DAYS * DAY_MS));
    await repo.insertFlow({ companyId, userId: driver.id, requestedBy, purpose, linkTokenHash: hashOf(token), linkExpiresAt: expiresAt });
    const url = new URL(`${publicUrl}${initiatePath}`);
    url.searchParams.set('userId', driver.id);
    url.searchParams.set('companyId', companyId);
    url.searchParams.set('token', token);
    return { url: url.toString(), expiresAt };
  }

  const providerFailure = (err: unknown, lang: Language): never => {
    if (err instanceof CarDataError) {
      if (err.kind === 'unauthorized' || err.kind === 'refused') throw badRequest(vehicleMessage('providerRefused', lang));
      throw serviceUnavailable(lang);
    }
    throw err;
  };

  return {
    async get(principal: Principal, scope: TenantScope, driverId: string): Promise<DriverConnection> {
      return view(principal, await driverOf(scope, driverId));
    },

    /** The one-time link the dashboard opens in a new tab. */
    async createLink(principal: Principal, scope: TenantScope, driverId: string, lang: Language): Promise<CarApiLink> {
      const driver = await driverOf(scope, driverId);
      const companyId = requireCompany(driver, lang);
      requireFeature(principal, driver, lang);
      const link = await newLink(driver, companyId, principal.userId, 'STAFF');
      return { url: link.url, expiresAt: link.expiresAt.toISOString() };
    },

    /**
     * The browser navigation: checks the link and answers where to send the browser, the provider's
     * consent page with a fresh state, or the callback page with `error=invalid_link`.
     */
    async initiate(query: CarApiInitiateQuery): Promise<string> {
      const refused = `${publicUrl}${callbackPath}?error=invalid_link`;
      const now = clock();
      const state = secret();
      const target = await database.transaction(async (tx) => {
        const r = connectionsRepository(tx);
        const flow = await r.flowByLink(hashOf(query.token));
        if (!flow || flow.user_id !== query.userId || flow.company_id !== query.companyId) return null;
        if (flow.completed_at || new Date(flow.link_expires_at) <= now) return null;
        if (flow.purpose === 'STAFF' && flow.link_used_at) return null;
        const driver = await r.findDriver({ companyId: flow.company_id }, flow.user_id);
        if (!driver) return null;
        await r.startFlow(flow.id, hashOf(state), new Date(now.getTime() + STATE_MINUTES * MINUTE_MS), now);
        return driver;
      });
      if (!target) return refused;
      return client.authorizeUrl({ state, redirectUri, user: target.id });
    },

    /**
     * The provider came back with a code: the state must be known, unused and fresh. The code is
     * exchanged, the shared cars are linked to the driver and read once.
     */
    async complete(body: CarApiCallback, lang: Language): Promise<CarApiCallbackResult> {
      const now = clock();
      const flow = await repo.flowByState(hashOf(body.state));
      if (!flow) throw badRequest(vehicleMessage('stateUnknown', lang), [{ field: 'state', message: vehicleMessage('stateUnknown', lang) }]);
      if (flow.completed_at) throw conflict(vehicleMessage('stateUsed', lang));
      if (!flow.state_expires_at || new Date(flow.state_expires_at) <= now) throw conflict(vehicleMessage('stateExpired', lang));
      if (!(await repo.completeFlow(flow.id, now))) throw conflict(vehicleMessage('stateUsed', lang));
      const driver = await repo.findDriver({ companyId: flow.company_id }, flow.user_id);
      if (!driver?.company_id) throw conflict(vehicleMessage('driverLeftCompany', lang));

      let shared;
      let account;
      let tokens;
      try {
        tokens = await client.exchangeCode(body.code, redirectUri, now);
        account = await client.account(tokens.accessToken);
        shared = await client.listVehicles(tokens.accessToken);
      } catch (err) {
        return providerFailure(err, lang);
      }
      if (!shared.length) throw conflict(vehicleMessage('noVehicles', lang));
      const companyId = flow.company_id;
      await database.transaction(async (tx) => {
        const r = connectionsRepository(tx);
        await r.saveConnection(companyId, driver.id, account.id, sealedTokens(box, tokens), now);
        await r.linkVehicles(companyId, driver.id, shared, now);
      });
      // The first reading right away; a failure here only waits for the next poll.
      await pollDriver({ database, client, tokens: box, now, log: deps.log }, companyId, driver.id).catch((err: unknown) =>
        deps.log.warn({ err }, 'first telemetry read failed'),
      );
      return {
        driverName: nameOf(driver),
        companyName: driver.company_name ?? '',
        vehicles: shared.map((v) => ({ make: v.make, model: v.model, modelYear: v.year })),
      };
    },

    /** Fresh tokens, the list of shared cars again, and every car's report now. */
    async refresh(principal: Principal, scope: TenantScope, driverId: string, lang: Language): Promise<DriverConnection> {
      const driver = await driverOf(scope, driverId);
      const companyId = requireCompany(driver, lang);
      requireFeature(principal, driver, lang);
      const connection = await repo.connectionOf(companyId, driver.id);
      if (connection?.status === 'EXPIRED') throw conflict(vehicleMessage('connectionExpired', lang));
      if (connection?.status !== 'CONNECTED') throw conflict(vehicleMessage('noConnection', lang));
      const outcome = await pollDriver({ database, client, tokens: box, now: clock(), log: deps.log }, companyId, driver.id, {
        forceRefresh: true,
        relist: true,
      });
      if (outcome === 'EXPIRED') throw conflict(vehicleMessage('connectionExpired', lang));
      if (outcome === 'UNAVAILABLE') throw serviceUnavailable(lang);
      return view(principal, driver);
    },

    /**
     * Ends the driver's connection: the platform is told to take back our access to each connected
     * car (a failure there does not keep the connection, since its tokens are forgotten here), the
     * cars stop being connected.
     */
    async disconnect(scope: TenantScope, driverId: string, lang: Language): Promise<void> {
      const driver = await driverOf(scope, driverId);
      const companyId = requireCompany(driver, lang);
      const connection = await repo.connectionOf(companyId, driver.id);
      if (!connection) throw notFound('connection');
      if (connection.status === 'CONNECTED' && connection.refresh_token) {
        const access = carDataAccess({ database, client, tokens: box, now: clock() }, connection);
        try {
          await access.ready();
          for (const car of await repo.connectedVehicles(companyId, driver.id)) {
            await access.call((token) => client.disconnect(token, car.provider_vehicle_id));
          }
        } catch (err) {
          deps.log.warn({ err }, 'car data revoke failed');
        }
      }
      await database.transaction((tx) => connectionsRepository(tx).endConnection(companyId, driver.id, 'DISCONNECTED', clock()));
    },

    /** Whether a webhook delivery carries the platform's valid signature. */
    signedDelivery: (rawBody: string, headers: Record<string, string | string[] | undefined>) => typeof rawBody === 'string' && client.webhook(rawBody, headers) !== null,

    /**
     * A webhook delivery of the car data platform: a bad signature is refused; a challenge is
     * answered; news about cars is only a hint, so the cars' drivers are polled now (through the
     * API, like the job does).
     */
    async webhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<unknown> {
      const delivery = client.webhook(rawBody, headers);
      if (!delivery) throw new AppError(403, 'FORBIDDEN', 'The webhook signature is missing or wrong.');
      if (delivery.kind === 'challenge') return delivery.answer;
      if (delivery.kind === 'vehicles' && delivery.vehicleIds.length) {
        for (const d of await repo.driversOfVehicles(delivery.vehicleIds)) {
          await pollDriver({ database, client, tokens: box, now: clock(), log: deps.log }, d.company_id, d.user_id);
        }
      }
      return { received: true };
    },

    /** Mails the driver a link to connect the car themselves. */
    async invite(principal: Principal, scope: TenantScope, driverId: string, lang: Language): Promise<ConnectionInviteResult> {
      const driver = await driverOf(scope, driverId);
      const companyId = requireCompany(driver, lang);
      requireFeature(principal, driver, lang);
      const link = await newLink(driver, companyId, principal.userId, 'INVITE');
      const sent = await mailer.send(
        connectMail({
          to: driver.email,
          driverName: nameOf(driver),
          companyId,
          companyName: driver.company_name ?? '',
          lang: driverLanguage(driver.preferred_language, driver.company_language),
          url: link.url,
          expiresAt: link.expiresAt,
        }),
      );
      return { email: driver.email, status: sent.status, linkExpiresAt: link.expiresAt.toISOString() };
    },
  };
}

export type ConnectionsService = ReturnType<typeof connectionsService>;
