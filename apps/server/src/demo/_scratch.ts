import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from './seed-demo.ts';
const db = await openPglite(null);
await migrate(db);
await seedDemoData(db, { now: new Date(Date.UTC(2026, 10, 17)) });
console.log(await db.query(`select u.email, u.created_at, c.name, c.created_at cc, l.status from users u join companies c on c.id=u.company_id left join licenses l on l.user_id = u.id and l.type='HOME_CHARGING' where u.created_at < c.created_at`));
await db.close();
