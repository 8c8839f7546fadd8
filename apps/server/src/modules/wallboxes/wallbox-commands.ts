import type { Database } from '../../db/database.ts';
import { ocppRepository } from './wallboxes.repository.ts';

/** The channel on which instances pass commands to the instance holding a wallbox's connection. */
export const WALLBOX_COMMANDS_CHANNEL = 'fleetwatt_wallbox_commands';
/** How long a command waits for the wallbox's answer (its own call times out a little earlier). */
const COMMAND_TIMEOUT_MS = 35_000;
export const WALLBOX_CALL_TIMEOUT_MS = 30_000;

/** What the endpoint registers for each wallbox connected to this instance. */
export interface LocalConnection {
  call(method: string, params: unknown): Promise<{ status?: string }>;
  close(): Promise<void>;
}

/**
 * Commands to wallboxes wherever they are connected (decision 0044). The request's instance writes
 * the command to wallbox_commands and NOTIFYs `run:<instance>:<id>` naming the instance that holds
 * the connection (wallboxes.connected_instance); that instance sends it, stores the answer and
 * NOTIFYs `done:<id>`. A command for a wallbox connected here is sent directly.
 */
export function wallboxCommands(database: Database, instance: string) {
  const repo = ocppRepository(database);
  const local = new Map<string, LocalConnection>();
  const waiting = new Map<string, () => void>();
  let stopListening: (() => Promise<void>) | undefined;

  async function callHere(wallboxId: string, method: string, params: unknown): Promise<string> {
    const connection = local.get(wallboxId);
    if (!connection) return 'Offline';
    try {
      const answer = await connection.call(method, params);
      return answer?.status ?? 'Accepted';
    } catch (err) {
      return (err as { rpcErrorCode?: string }).rpcErrorCode ?? 'Failed';
    }
  }

  async function run(id: string) {
    const command = await repo.command(id);
    if (!command || command.status !== null) return;
    const status = await callHere(command.wallbox_id, command.method, command.params);
    await repo.answerCommand(id, status);
    await repo.notify(WALLBOX_COMMANDS_CHANNEL, `done:${id}`);
  }

  function onPayload(payload: string) {
    const [kind, a, b] = payload.split(':');
    if (kind === 'run' && a === instance && b) void run(b).catch(() => undefined);
    if (kind === 'done' && a) waiting.get(a)?.();
    if (kind === 'drop' && a) void local.get(a)?.close();
  }

  return {
    instance,
    async start() {
      stopListening = await database.listen(WALLBOX_COMMANDS_CHANNEL, onPayload);
    },
    async stop() {
      await stopListening?.();
      for (const connection of local.values()) await connection.close().catch(() => undefined);
      local.clear();
    },
    register(wallboxId: string, connection: LocalConnection) {
      const previous = local.get(wallboxId);
      local.set(wallboxId, connection);
      return previous;
    },
    unregister(wallboxId: string, connection: LocalConnection) {
      if (local.get(wallboxId) === connection) local.delete(wallboxId);
    },
    /** Ends the wallbox's connection wherever it is (a removed wallbox). */
    async disconnect(wallboxId: string) {
      await repo.notify(WALLBOX_COMMANDS_CHANNEL, `drop:${wallboxId}`);
    },
    /** Sends a command; answers the wallbox's status, 'Offline', or null when no answer came in time. */
    async send(wallboxId: string, method: string, params: unknown): Promise<string | null> {
      const holder = await repo.instanceOf(wallboxId);
      if (!holder?.connected_instance) return 'Offline';
      if (holder.connected_instance === instance) return callHere(wallboxId, method, params);
      const id = await repo.insertCommand(wallboxId, holder.connected_instance, method, params);
      const answered = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, COMMAND_TIMEOUT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await repo.notify(WALLBOX_COMMANDS_CHANNEL, `run:${holder.connected_instance}:${id}`);
        await answered;
        return (await repo.command(id))?.status ?? null;
      } finally {
        waiting.delete(id);
      }
    },
  };
}
export type WallboxCommands = ReturnType<typeof wallboxCommands>;
