import type { AuditAction, AuditEntity } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { currentActor } from '../../db/actor-context.ts';

export interface AccessEvent {
  companyId: string | null;
  entity: AuditEntity;
  entityId: string;
  action: Extract<AuditAction, 'read' | 'export' | 'erase'>;
  /** What was looked at or done, e.g. { driverId, view: 'history' }. */
  details: Record<string, unknown>;
}

/**
 * The audit trail's lines for what people do that changes no row: looking at a driver's car data,
 * exporting or erasing a person (docs/privacy.md). Written with the signed-in actor, like the
 * trigger's lines for changes.
 */
export function accessLog(db: SqlClient) {
  return {
    async record(event: AccessEvent): Promise<void> {
      const actor = currentActor();
      await db.query(
        `insert into audit_events (company_id, actor_id, actor, request_id, entity, entity_id, action, after)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [event.companyId, actor?.actorId ?? null, actor?.actor ?? null, actor?.requestId ?? null, event.entity, event.entityId, event.action, JSON.stringify(event.details)],
      );
    },
  };
}

export type AccessLog = ReturnType<typeof accessLog>;
