import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { ALL_JOBS } from './jobs/index.ts';
import { DEMO_ACCOUNTS_TEXT as DEMO_ACCOUNTS, seedDemoIfEmpty } from './demo/seed-demo.ts';
import { startWallboxSimulator } from './demo/wallbox-simulator.ts';

const config = loadConfig();
const database = await openDatabase(config);
const applied = await migrate(database);
const app = await buildApp({ config, database });

if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.demoData) {
  const seeded = await seedDemoIfEmpty(database);
  if (seeded) {
    console.log(`\nDemo data loaded in ${(seeded.durationMs / 1000).toFixed(1)} s.`);
  }
}

await app.listen({ port: config.port, host: config.host });
const scheduler = config.jobsEnabled ? startScheduler({ database, config, log: app.log }, ALL_JOBS) : null;
// The demo's simulated wallbox charges at the product's own OCPP endpoint (decision 0044).
const stopSimulator = config.demoWallbox ? startWallboxSimulator({ baseUrl: `http://127.0.0.1:${config.port}`, log: app.log }) : null;
console.log(`
Fleetwatt is running on ${config.publicUrl}
Database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}
${config.demoData ? DEMO_ACCOUNTS : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stopSimulator?.();
    await scheduler?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
