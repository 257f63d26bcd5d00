// Puts the running app together: migrate the database, start the projections, serve HTTP.
// Used by `npm start`, `npm run dev` and the tests, so all three run the same thing.
import { createServer } from 'node:http';
import type { Driver } from '../events/store/driver.ts';
import { migrate } from '../events/store/migrations.ts';
import { createProjectionRunner } from '../projections/runner.ts';
import type { App } from './context.ts';
import { watchHealth } from './health.ts';
import { createHttpHandler } from './http.ts';
import { keepAliveMsFromEnv } from './keepAlive.ts';
import { compactWhenQuiet } from './quietCompaction.ts';
import type { CodeSender } from './identity/codeSender.ts';
import { codeSenderFromEnv } from './identity/codeSender.ts';
import type { LoginLimits } from './identity/loginLimits.ts';
import { loginLimitsFromEnv } from './identity/loginLimits.ts';
import { newUserLimitFromEnv } from './identity/newUserLimit.ts';
import { sessionCacheOf } from './identity/sessionCache.ts';
import type { WebHandler } from './http.ts';
import { createStaticHandler } from './static.ts';
import type { Logger } from './logger.ts';
import type { RatesService } from './money/rates.ts';
import { builtInRates } from './money/rates.ts';
import { createWhatsAppChannel } from './whatsapp/channel.ts';
import type { ChannelSettings } from './whatsapp/settings.ts';
import { channelSettingsFromEnv } from './whatsapp/settings.ts';

export interface StartOptions {
  db: Driver;
  logger: Logger;
  /** The built app to serve, unless `web` serves the non-API paths some other way. */
  distDir: string;
  web?: WebHandler;
  port?: number;
  host?: string;
  /** How login codes are delivered; chosen from the environment when left out. */
  codeSender?: CodeSender;
  /** Where exchange rates come from; the built-in table when left out. */
  rates?: RatesService;
  /** Login code limits; read from the environment when left out. */
  loginLimits?: LoginLimits;
  /** Anonymous users one network may create in an hour; read from the environment when left out. */
  newUsersPerNetworkHour?: number;
  /** How long a write waits to read itself before answering 503 "ask again"; 10 s when left out. */
  readYourWritesMs?: number;
  /** When a request still running is answered 503 (server/deadline.ts); 15 s when left out. */
  requestDeadlineMs?: number;
  /** How long an idle connection stays open (server/keepAlive.ts); read from the environment when left out. */
  keepAliveMs?: number;
  /** Sauti on WhatsApp: its settings, null for none; read from the environment when left out. */
  whatsApp?: ChannelSettings | null;
}

export async function startSauti({
  db, logger, distDir, web, port = 0, host = '127.0.0.1', codeSender, rates, loginLimits, newUsersPerNetworkHour, readYourWritesMs, requestDeadlineMs, keepAliveMs, whatsApp,
}: StartOptions) {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const runner = createProjectionRunner(db, { logger, waitMs: readYourWritesMs });
  await runner.start();
  // Sessions are remembered only while every instance's logouts can be heard.
  await sessionCacheOf(db).ready;
  const app: App = { db, runner, logger, codeSender: codeSender ?? codeSenderFromEnv(process.env, logger),
    rates: rates ?? builtInRates(), loginLimits: loginLimits ?? loginLimitsFromEnv(),
    newUsersPerNetworkHour: newUsersPerNetworkHour ?? newUserLimitFromEnv() };
  const channel = whatsApp === undefined ? channelSettingsFromEnv() : whatsApp;
  if (channel) app.whatsApp = createWhatsAppChannel(app, channel);
  const health = watchHealth();
  const server = createServer(createHttpHandler(app, { web: web ?? createStaticHandler(distDir), health, deadlineMs: requestDeadlineMs }));
  server.keepAliveTimeout = keepAliveMs ?? keepAliveMsFromEnv();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const stopCompaction = compactWhenQuiet(server);
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    app,
    server,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${boundPort}`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      stopCompaction();
      health.stop();
      await app.whatsApp?.stop();
      await runner.stop();
    },
  };
}
