// `npm start`: serves Sauti (app + API) on PORT (default 3000), on the Postgres server when
// DATABASE_URL is set, else on embedded PGlite under DATA_DIR (default ./data).
import { openDriver } from '../events/store/openDriver.ts';
import { startSauti } from './app.ts';
import { createLogger } from './logger.ts';
import { DIST_DIR, buildWebIfStale } from './webBuild.ts';

const logger = createLogger();

async function main() {
  if (await buildWebIfStale()) logger.info({ distDir: DIST_DIR }, 'web app built');
  const db = await openDriver();
  const sauti = await startSauti({
    db,
    logger,
    distDir: DIST_DIR,
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
  });
  logger.info({ url: sauti.url, database: db.kind }, 'Sauti is listening');
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await sauti.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Sauti failed to start');
  process.exit(1);
});
