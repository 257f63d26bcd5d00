// `npm run dev`: the API and the web app with hot reload on one port (PORT, default 3000): Vite's
// dev server runs inside this process and answers everything that is not /api or /graphql.
import { createServer as createViteServer } from 'vite';
import { openDriver } from '../events/store/openDriver.ts';
import { startSauti } from './app.ts';
import { createLogger } from './logger.ts';
import { DIST_DIR } from './webBuild.ts';

const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'debug' });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' });
const db = await openDriver();
const sauti = await startSauti({
  db,
  logger,
  distDir: DIST_DIR,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  web: (req, res) =>
    new Promise((resolve) => {
      vite.middlewares(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
        resolve();
      });
      res.on('finish', () => resolve());
    }),
});
logger.info({ url: sauti.url, database: db.kind }, 'Sauti dev server with hot reload');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await sauti.stop();
    await vite.close();
    await db.close();
    process.exit(0);
  });
}
