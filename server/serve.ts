// Runs Sauti as a process from the environment (PORT, HOST, DATABASE_URL or DATA_DIR) until
// SIGINT/SIGTERM, then closes cleanly. Shared by `npm start` and `npm run dev`.
import { openDriver } from '../events/store/openDriver.ts';
import { startSauti } from './app.ts';
import type { WebHandler } from './http.ts';
import type { Logger } from './logger.ts';
import { ratesFromEnv } from './money/liveRates.ts';
import { DIST_DIR } from './webBuild.ts';

export async function serve({ logger, web, onStop }: { logger: Logger; web?: WebHandler; onStop?: () => Promise<void> }) {
  const db = await openDriver();
  const sauti = await startSauti({
    db,
    logger,
    distDir: DIST_DIR,
    ...(web && { web }),
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
    rates: ratesFromEnv(process.env, logger),
  });
  logger.info({ url: sauti.url, database: db.kind }, 'Sauti is listening');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      logger.info({ signal }, 'shutting down');
      await sauti.stop();
      await onStop?.();
      await db.close();
      process.exit(0);
    });
  }
}
