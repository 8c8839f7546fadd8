import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { notFound } from '../lib/errors.ts';

/**
 * The companies a request may touch. `companyId: null` means every company (administrators
 * without a selected company); otherwise exactly one. Repositories take it as an argument.
 */
export interface TenantScope {
  companyId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    scope: TenantScope;
  }
}

export const CHILD_COMPANY_HEADER = 'x-child-company-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves X-Child-Company-Id after authentication. A fleet manager may select only a child of
 * their own PRO company; an administrator any company. A foreign or unknown id answers 404.
 */
export default fp(
  async function tenancy(app: FastifyInstance, opts: { database: Database }) {
    app.decorateRequest('scope', null as unknown as TenantScope);
    app.addHook('preHandler', async (request) => {
      const principal = request.principal;
      if (!principal) return;
      const header = request.headers[CHILD_COMPANY_HEADER];
      const selected = Array.isArray(header) ? header[0] : header;
      if (!selected) {
        request.scope = { companyId: principal.role === 'ADMINISTRATOR' ? null : principal.companyId };
        return;
      }
      if (!UUID.test(selected)) throw notFound('selectedCompany');
      if (principal.role === 'ADMINISTRATOR') {
        const rows = await opts.database.query('select 1 from companies where id = $1', [selected]);
        if (!rows.length) throw notFound('selectedCompany');
      } else if (selected !== principal.companyId) {
        const rows = await opts.database.query(
          `select 1 from companies child join companies parent on parent.id = child.parent_id
            where child.id = $1 and parent.id = $2 and parent.subscription_type = 'PRO'`,
          [selected, principal.companyId],
        );
        if (principal.role !== 'FLEETMANAGER' || !rows.length) throw notFound('selectedCompany');
      }
      request.scope = { companyId: selected };
    });
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
