// `npm start`: builds the web app if its sources changed (not in production), then serves app + API.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from './logger.ts';
import { serve } from './serve.ts';
import { DIST_DIR, buildWebIfStale } from './webBuild.ts';

const logger = createLogger();

try {
  // A production install has no build tools: it serves what `npm run build` made, or says so.
  if (process.env.NODE_ENV === 'production') {
    if (!existsSync(join(DIST_DIR, 'index.html'))) throw new Error(`No built web app in ${DIST_DIR}: run npm run build first`);
  } else if (await buildWebIfStale()) {
    logger.info({ distDir: DIST_DIR }, 'web app built');
  }
  await serve({ logger });
} catch (error) {
  logger.fatal({ err: error }, 'Sauti failed to start');
  process.exit(1);
}
