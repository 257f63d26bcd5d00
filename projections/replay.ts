// `npm run replay`: brings the live projections up to date, rebuilds each one from the log
// beside them, and reports events replayed, time taken and any difference (exit 1 if any).
import { migrate } from '../events/store/migrations.ts';
import { openDriver } from '../events/store/openDriver.ts';
import { PROJECTIONS } from './all.ts';
import { auditProjection } from './audit.ts';
import { createProjectionRunner } from './runner.ts';

const db = await openDriver();
await migrate(db);
const runner = createProjectionRunner(db);
await runner.start();
await runner.stop();

let failed = false;
for (const projection of PROJECTIONS) {
  const report = await auditProjection(db, projection);
  const rate = report.eventsReplayed / Math.max(report.milliseconds / 1000, 0.001);
  process.stdout.write(
    `${report.projection}: ${report.eventsReplayed} events replayed in ${report.milliseconds.toFixed(0)} ms ` +
      `(${Math.round(rate)} events/s) — ${report.differences.length === 0 ? 'matches the live tables' : 'DIFFERS'}\n`,
  );
  for (const { table, onlyLive, onlyRebuilt } of report.differences) {
    failed = true;
    process.stdout.write(`  ${table}: ${onlyLive.length} row(s) only in the live table, ${onlyRebuilt.length} only in the rebuild\n`);
    for (const row of onlyLive.slice(0, 5)) process.stdout.write(`    live:    ${JSON.stringify(row)}\n`);
    for (const row of onlyRebuilt.slice(0, 5)) process.stdout.write(`    rebuilt: ${JSON.stringify(row)}\n`);
  }
}
await db.close();
process.exit(failed ? 1 : 0);
