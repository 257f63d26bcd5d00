// `npm start`: builds the web app if its sources changed, then serves app + API (see serve.ts).
import { createLogger } from './logger.ts';
import { serve } from './serve.ts';
import { DIST_DIR, buildWebIfStale } from './webBuild.ts';

const logger = createLogger();

try {
  if (await buildWebIfStale()) logger.info({ distDir: DIST_DIR }, 'web app built');
  await serve({ logger });
} catch (error) {
  logger.fatal({ err: error }, 'Sauti failed to start');
  process.exit(1);
}
