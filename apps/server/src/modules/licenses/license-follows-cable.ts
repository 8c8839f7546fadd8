import type { SqlClient } from '../../db/database.ts';

/*
 * A home-charging license names a cable and its driver; when the cable changes hands, the license
 * goes with the cable (docs/decisions/0017). Cancelled licenses are history and stay as they were.
 * These run inside the transaction that moves the cable.
 */

/** The cable now belongs to `userId`: its licenses name that driver. */
export async function licensesFollowCable(db: SqlClient, companyId: string, cableId: string, userId: string) {
  await db.query(
    `update licenses set user_id = $3, updated_at = now()
      where company_id = $1 and cable_id = $2 and status <> 'CANCELLED' and user_id is distinct from $3`,
    [companyId, cableId, userId],
  );
}

/** The driver gives back every cable: the licenses of those cables no longer name the driver. */
export async function licensesLeaveDriver(db: SqlClient, companyId: string, driverId: string) {
  await db.query(
    `update licenses set user_id = null, updated_at = now()
      where company_id = $1 and user_id = $2 and cable_id is not null and status <> 'CANCELLED'`,
    [companyId, driverId],
  );
}

/**
 * The cable moves to another company: its live licenses and their open renewals move with it and
 * no longer name a driver; renewals already closed stay with the company that had them. Answers
 * false, changing nothing, while an open renewal is being billed (it has an invoice of the old company).
 */
export async function licensesFollowCableToCompany(db: SqlClient, fromCompanyId: string, cableId: string, toCompanyId: string) {
  const billed = await db.query(
    `select 1 from license_renewals r join licenses l on l.id = r.license_id and l.company_id = r.company_id
      where l.company_id = $1 and l.cable_id = $2 and l.status <> 'CANCELLED'
        and r.status not in ('RENEWED', 'CANCELLED') and (r.invoice_id is not null or r.status in ('INVOICED', 'PAID'))
      limit 1`,
    [fromCompanyId, cableId],
  );
  if (billed.length) return false;
  await db.query(
    `update license_renewals r set company_id = $3, updated_at = now()
       from licenses l
      where l.id = r.license_id and l.company_id = $1 and r.company_id = $1 and l.cable_id = $2 and l.status <> 'CANCELLED'
        and r.status not in ('RENEWED', 'CANCELLED')`,
    [fromCompanyId, cableId, toCompanyId],
  );
  await db.query(
    `update licenses set company_id = $3, user_id = null, updated_at = now()
      where company_id = $1 and cable_id = $2 and status <> 'CANCELLED'`,
    [fromCompanyId, cableId, toCompanyId],
  );
  return true;
}
