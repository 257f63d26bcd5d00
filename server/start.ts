// What `npm start` serves once main.ts has set up the process: the app and the API.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from './logger.ts';
import { serve } from './serve.ts';
import { DIST_DIR } from './webBuild.ts';

const logger = createLogger();

try {
  if (!existsSync(join(DIST_DIR, 'index.html'))) throw new Error(`No built web app in ${DIST_DIR}: run npm run build first`);
  await serve({ logger });
} catch (error) {
  logger.fatal({ err: error }, 'Sauti failed to start');
  process.exit(1);
}
