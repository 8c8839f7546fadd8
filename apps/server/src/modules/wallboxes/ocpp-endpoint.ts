import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createRPCError, RPCServer } from 'ocpp-rpc';
import { OCPP_PATH_PREFIX, type OcppVersion, type WallboxConnectorStatus } from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { verifyPassword } from '../../identity/passwords.ts';
import { ocppRepository } from './wallboxes.repository.ts';
import { HEARTBEAT_INTERVAL_SECONDS, STALE_AFTER_MS } from './wallboxes.service.ts';
import { finishWallboxTransaction } from './wallbox-transactions.ts';
import { WALLBOX_CALL_TIMEOUT_MS, wallboxCommands, type LocalConnection, type WallboxCommands } from './wallbox-commands.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wallboxCommands: WallboxCommands;
  }
}

interface Session {
  wallboxId: string;
  companyId: string;
}

interface SampledValue {
  value: string;
  format?: string;
}
interface MeterValue {
  timestamp: string;
  sampledValue: SampledValue[];
}

/** How often this instance tells the database its connections are alive, and clears dead instances' ones. */
const LEASE_MS = 60_000;

const CONNECTOR_STATUS: Record<string, WallboxConnectorStatus> = {
  Available: 'AVAILABLE',
  Preparing: 'PREPARING',
  Charging: 'CHARGING',
  SuspendedEVSE: 'SUSPENDED_EVSE',
  SuspendedEV: 'SUSPENDED_EV',
  Finishing: 'FINISHING',
  Reserved: 'RESERVED',
  Unavailable: 'UNAVAILABLE',
  Faulted: 'FAULTED',
};

/** The OCMF strings among sampled values (format SignedData). */
const signedOf = (values: readonly MeterValue[] | undefined) =>
  (values ?? []).flatMap((m) => m.sampledValue.filter((s) => s.format === 'SignedData').map((s) => s.value));

/**
 * Authorize's rule (decision 0044): a wallbox with the driver's RFID tag registered accepts only that
 * tag (without regard to case); one without a tag accepts any, since it is the driver's own wallbox.
 */
function idTagInfo(rfidTag: string | null, idTag: string) {
  const accepted = rfidTag === null || rfidTag.toLowerCase() === idTag.toLowerCase();
  return { status: accepted ? ('Accepted' as const) : ('Invalid' as const) };
}

/** The OCPP 1.6 handlers of one connected wallbox. */
function handlersFor(database: Database, session: Session, log: FastifyBaseLogger) {
  const repo = ocppRepository(database);
  const { wallboxId, companyId } = session;
  const rfidTag = () => repo.rfidTag(wallboxId);

  return {
    async BootNotification({ params }: { params: { chargePointVendor: string; chargePointModel: string; chargePointSerialNumber?: string; chargeBoxSerialNumber?: string; firmwareVersion?: string } }) {
      await repo.booted(wallboxId, {
        vendor: params.chargePointVendor,
        model: params.chargePointModel,
        serialNumber: params.chargePointSerialNumber ?? params.chargeBoxSerialNumber ?? null,
        firmwareVersion: params.firmwareVersion ?? null,
      });
      return { status: 'Accepted', currentTime: new Date().toISOString(), interval: HEARTBEAT_INTERVAL_SECONDS };
    },

    async Heartbeat() {
      await repo.seen(wallboxId);
      return { currentTime: new Date().toISOString() };
    },

    async StatusNotification({ params }: { params: { connectorId: number; status: string } }) {
      // Connector 0 is the whole charge point; the product shows the (first) connector's state.
      if (params.connectorId > 0 || CONNECTOR_STATUS[params.status] === 'FAULTED') {
        await repo.status(wallboxId, CONNECTOR_STATUS[params.status] ?? 'UNAVAILABLE');
      } else await repo.seen(wallboxId);
      return {};
    },

    async Authorize({ params }: { params: { idTag: string } }) {
      await repo.seen(wallboxId);
      return { idTagInfo: idTagInfo(await rfidTag(), params.idTag) };
    },

    async StartTransaction({ params }: { params: { connectorId: number; idTag: string; meterStart: number; timestamp: string } }) {
      const transactionId = await repo.start({
        companyId,
        wallboxId,
        connectorId: params.connectorId,
        idTag: params.idTag,
        startedAt: new Date(params.timestamp),
        meterStartWh: params.meterStart,
      });
      await repo.seen(wallboxId);
      return { transactionId, idTagInfo: idTagInfo(await rfidTag(), params.idTag) };
    },

    async MeterValues({ params }: { params: { connectorId: number; transactionId?: number; meterValue: MeterValue[] } }) {
      if (params.transactionId !== undefined) {
        await repo.appendMeterValues(wallboxId, params.transactionId, params.meterValue, signedOf(params.meterValue));
      }
      await repo.seen(wallboxId);
      return {};
    },

    async StopTransaction({ params }: { params: { transactionId: number; meterStop: number; timestamp: string; idTag?: string; reason?: string; transactionData?: MeterValue[] } }) {
      const sessionId = await database.transaction((client) =>
        finishWallboxTransaction(client, wallboxId, {
          transactionId: params.transactionId,
          stoppedAt: new Date(params.timestamp),
          meterStopWh: params.meterStop,
          reason: params.reason ?? null,
          values: params.transactionData ?? [],
          signed: signedOf(params.transactionData),
        }),
      );
      if (sessionId) log.debug({ sessionId, wallboxId }, 'wallbox session recorded');
      await repo.seen(wallboxId);
      const tag = params.idTag;
      return tag ? { idTagInfo: idTagInfo(await rfidTag(), tag) } : {};
    },
  };
}

/**
 * The OCPP endpoint (decision 0044): WebSocket at /ocpp/<identity> on the product's own HTTP server,
 * OCPP 1.6-J, every message checked against the official JSON schemas (ocpp-rpc's strict mode, which
 * answers the protocol's errors), HTTP Basic authentication at the upgrade (security profile 1; 2
 * when TLS ends at the proxy in front of the product).
 */
const ocppEndpoint: FastifyPluginAsync<AppDeps> = async (app, { database }) => {
  const instance = randomUUID();
  const commands = wallboxCommands(database, instance);
  const repo = ocppRepository(database);
  app.decorate('wallboxCommands', commands);
  const versions: OcppVersion[] = ['ocpp1.6'];
  const server = new RPCServer({ protocols: versions, strictMode: true, callTimeoutMs: WALLBOX_CALL_TIMEOUT_MS });

  server.auth((accept, reject, handshake) => {
    void (async () => {
      if (`${handshake.endpoint}/` !== OCPP_PATH_PREFIX) return reject(404, 'Not Found');
      const wallbox = await repo.byIdentity(handshake.identity);
      const password = handshake.password?.toString('utf8') ?? '';
      if (!wallbox || !(await verifyPassword(wallbox.password_hash, password))) return reject(401, 'Unauthorized');
      accept({ wallboxId: wallbox.id, companyId: wallbox.company_id } satisfies Session);
    })().catch((err: unknown) => {
      app.log.error({ err }, 'wallbox authentication failed');
      reject(503, 'Service Unavailable');
    });
  });

  server.on('client', (client) => {
    const session = client.session as Session;
    const handlers = handlersFor(database, session, app.log);
    for (const [method, handler] of Object.entries(handlers)) client.handle(method, handler as never);
    client.handle(({ method }: { method: string }) => {
      throw createRPCError('NotImplemented', `${method} is not supported`);
    });
    client.on('strictValidationFailure', (event: { method: string; error: Error; outbound: boolean }) =>
      app.log.info({ identity: client.identity, method: event.method, outbound: event.outbound, err: event.error }, 'OCPP message refused'),
    );
    const connection: LocalConnection = {
      call: (method, params) => client.call(method, params) as Promise<{ status?: string }>,
      close: () => client.close({ code: 1000, reason: 'removed' }).then(() => undefined),
    };
    const previous = commands.register(session.wallboxId, connection);
    void previous?.close().catch(() => undefined);
    let lastSeen = Date.now();
    client.on('ping', () => {
      if (Date.now() - lastSeen < LEASE_MS) return;
      lastSeen = Date.now();
      void repo.seen(session.wallboxId).catch(() => undefined);
    });
    client.on('close', () => {
      commands.unregister(session.wallboxId, connection);
      void repo.disconnected(session.wallboxId, instance).catch(() => undefined);
    });
    void repo.connected(session.wallboxId, instance, client.protocol as OcppVersion).catch((err: unknown) => app.log.error({ err }, 'wallbox state not stored'));
  });

  const onUpgrade = (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (!request.url?.startsWith(OCPP_PATH_PREFIX)) return;
    void server.handleUpgrade(request, socket, head);
  };
  app.server.on('upgrade', onUpgrade);

  // Connections of an instance that died stay claimed until they are stale: cleared here.
  const lease = setInterval(() => void repo.clearStale(new Date(Date.now() - STALE_AFTER_MS)).catch(() => undefined), LEASE_MS);
  lease.unref();

  app.addHook('onReady', () => commands.start());
  app.addHook('preClose', async () => {
    clearInterval(lease);
    app.server.off('upgrade', onUpgrade);
    await commands.stop();
    await server.close({ force: true, awaitPending: false }).catch(() => undefined);
  });
};

export default fp(ocppEndpoint, { name: 'ocpp-endpoint' });
