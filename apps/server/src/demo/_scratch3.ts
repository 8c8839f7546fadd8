import { demoContext } from './build-demo.ts';
import { buildCompaniesAndUsers } from './companies-and-users.ts';
import { buildVehicles } from './vehicles.ts';
import { buildCablesAndLicenses } from './cables-and-licenses.ts';
import { buildTariffs } from './tariffs.ts';
import { buildSessions } from './sessions.ts';
import { buildReceiptsAndReimbursements } from './receipts-and-reimbursements.ts';
for (let round = 0; round < 2; round++) {
const ctx = demoContext(new Date(Date.UTC(2026, 10, 17)), 'x');
let t = performance.now();
const lap = (l: string) => { console.log(l, Math.round(performance.now() - t)); t = performance.now(); };
const p = buildCompaniesAndUsers(ctx); lap('people');
const v = buildVehicles(ctx, p.drivers); lap('vehicles');
const c = buildCablesAndLicenses(ctx, p.companies, p.drivers, v.byDriver); lap('cables');
const tr = await buildTariffs(ctx, p.drivers); lap('tariffs');
const s = buildSessions(ctx, p.drivers, c.periodsByDriver, tr.byDriver, v.byDriver); lap('sessions');
buildReceiptsAndReimbursements(ctx, s); lap('receipts');
}
