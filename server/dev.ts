// `npm run dev`: the API and the web app with hot reload on one port: Vite's dev server runs
// inside this process and answers everything that is not /api or /graphql.
import { createServer as createViteServer } from 'vite';
import { createLogger } from './logger.ts';
import { serve } from './serve.ts';

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' });
await serve({
  logger: createLogger({ level: process.env.LOG_LEVEL ?? 'debug' }),
  onStop: () => vite.close(),
  web: (req, res) =>
    new Promise((resolve) => {
      res.on('finish', () => resolve());
      vite.middlewares(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    }),
});
