// The HTTP entry: a request id and a log line for every request, the caller resolved for the
// API, then /graphql to Yoga, /api/* to the REST router and everything else to the built app.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IMPORT_LIMITS } from './commands/importInput.ts';
import type { App, Caller } from './context.ts';
import { sendGraphiQL, wantsGraphiQL } from './graphql/graphiql.ts';
import { answerGraphQL, createGraphQLHandler, graphqlSettings } from './graphql/yoga.ts';
import { authRoutes } from './rest/auth.ts';
import { expenseRoutes } from './rest/expenses.ts';
import { familyRoutes } from './rest/family.ts';
import { importRoutes } from './rest/imports.ts';
import { insightRoutes } from './rest/insights.ts';
import { savingRoutes } from './rest/savings.ts';
import { iouRoutes } from './rest/ious.ts';
import { assertStorableText, readBody, sendError, sendFile, sendJson } from './rest/respond.ts';
import { rateRoutes } from './rest/rates.ts';
import { createRouter } from './rest/router.ts';
import { userRoutes } from './rest/users.ts';
import { refusal, setSecurityHeaders } from './requestGuard.ts';
import { resolveCaller, startPendingWithPage } from './session.ts';
import { WEBHOOK_PATH } from './whatsapp/webhook.ts';

const REQUEST_ID = /^[\w-]{1,64}$/;

export type WebHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** `web` serves everything that is not the API: the built app, or Vite's dev server in `npm run dev`. */
export function createHttpHandler(app: App, options: { web: WebHandler }) {
  const graphql = graphqlSettings();
  const yoga = createGraphQLHandler(app.logger, graphql);
  const route = createRouter([...expenseRoutes, ...importRoutes, ...userRoutes, ...authRoutes, ...rateRoutes, ...familyRoutes, ...savingRoutes, ...iouRoutes, ...insightRoutes]);

  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string, request: Pick<Caller, 'requestId' | 'logger'>) {
    if (path === '/api/health') return sendJson(res, 200, { status: 'ok' });
    if (path === '/graphql') {
      if (graphql.graphiql && wantsGraphiQL(req)) return sendGraphiQL(req, res);
      // importMessages' text travels in the body too, so GraphQL takes the import's cap.
      const body = req.method === 'POST' ? await readBody(req, IMPORT_LIMITS.bodyBytes) : undefined;
      const caller = await resolveCaller(app, req, res, request);
      return answerGraphQL(yoga, req, res, body, { app, caller });
    }
    if (path === '/api' || path.startsWith('/api/')) {
      const found = route(req.method ?? 'GET', path, res);
      if (!found) return;
      assertStorableText(found.params);
      const caller = await resolveCaller(app, req, res, request);
      const { status, body, file } = await found.route.handle({ app, caller, req, params: found.params });
      return file ? sendFile(res, status, file) : sendJson(res, status, body);
    }
    // Meta's deliveries; without an app secret there is no such route.
    if (path === WEBHOOK_PATH) return app.whatsApp ? app.whatsApp.webhook(req, res) : sendJson(res, 404, { error: 'not_found', message: `Nothing at ${path}` });
    // A page carries a pending identity, never a stored one: the user is created by its first write.
    const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (isPage) await startPendingWithPage(app, req, res);
    return options.web(req, res);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const sent = req.headers['x-request-id'];
    const requestId = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    const logger = app.logger.child({ requestId });
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    res.setHeader('x-request-id', requestId);
    setSecurityHeaders(req, res, path);
    res.on('finish', () => {
      logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
    });
    try {
      const refused = refusal(req, path);
      if (refused) return sendJson(res, refused.status, { error: refused.error, message: refused.message });
      await dispatch(req, res, path, { requestId, logger });
    } catch (error) {
      if (res.headersSent) {
        logger.error({ err: error }, 'request failed after the response started');
        res.destroy();
      } else if (!sendError(res, error)) {
        logger.error({ err: error }, 'request failed');
        sendJson(res, 500, { error: 'internal', message: 'Something went wrong on our side', requestId });
      }
    }
  };
}
