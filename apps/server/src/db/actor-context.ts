import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting: the signed-in user of a request, or a scheduled job. Read by the audit trail. */
export interface Actor {
  actorId?: string;
  /** A readable name: the user's email, or `job:<name>`. */
  actor?: string;
  requestId?: string;
}

const storage = new AsyncLocalStorage<Actor>();

/** Runs `fn` with this actor for every database write it makes. */
export const runAs = <T>(actor: Actor, fn: () => T): T => storage.run(actor, fn);

export const currentActor = (): Actor | undefined => storage.getStore();
