// The HTTP entry: a request id and a log line for every request, the caller resolved for the
// API, then /graphql to Yoga, /api/* to the REST router and everything else to the built app.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IMPORT_LIMITS } from './commands/importInput.ts';
import { UnavailableError } from '../domain/errors.ts';
import type { App, Caller } from './context.ts';
import { REQUEST_DEADLINE_MS, watchDeadline } from './deadline.ts';
import { sendGraphiQL, wantsGraphiQL } from './graphql/graphiql.ts';
import { answerGraphQL, createGraphQLHandler, graphqlSettings, sendGraphQLUnavailable } from './graphql/yoga.ts';
import type { Health } from './health.ts';
import { authRoutes } from './rest/auth.ts';
import { expenseRoutes } from './rest/expenses.ts';
import { familyRoutes } from './rest/family.ts';
import { importRoutes } from './rest/imports.ts';
import { insightRoutes } from './rest/insights.ts';
import { savingRoutes } from './rest/savings.ts';
import { iouRoutes } from './rest/ious.ts';
import { savingsGroupRoutes } from './rest/savingsGroups.ts';
import { assertStorableText, readBody, sendError, sendFile, sendJson } from './rest/respond.ts';
import { rateRoutes } from './rest/rates.ts';
import { createRouter } from './rest/router.ts';
import type { Route } from './rest/router.ts';
import { userRoutes } from './rest/users.ts';
import { refusal, setSecurityHeaders } from './requestGuard.ts';
import { resolveCaller, startPendingWithPage } from './session.ts';
import { WEBHOOK_PATH } from './whatsapp/webhook.ts';

const REQUEST_ID = /^[\w-]{1,64}$/;

export type WebHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface HttpOptions {
  /** Serves everything that is not the API: the built app, or Vite's dev server in `npm run dev`. */
  web: WebHandler;
  health: Health;
  /** When a request still running is answered 503; REQUEST_DEADLINE_MS unless a test says otherwise. */
  deadlineMs?: number;
}

/** Every REST route, in one list: the boundary fuzzer (test/api/boundaryFuzz.test.ts) drives each one. */
export const API_ROUTES: readonly Route[] = [
  ...expenseRoutes, ...importRoutes, ...userRoutes, ...authRoutes, ...rateRoutes, ...familyRoutes, ...savingRoutes, ...iouRoutes,
  ...savingsGroupRoutes, ...insightRoutes,
];

export function createHttpHandler(app: App, options: HttpOptions) {
  const deadlineMs = options.deadlineMs ?? REQUEST_DEADLINE_MS;
  const graphql = graphqlSettings();
  const yoga = createGraphQLHandler(app.logger, graphql);
  const route = createRouter(API_ROUTES);

  /** `seen.route` names the REST route matched, for the deadline's log line. */
  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string, request: Pick<Caller, 'requestId' | 'logger'>, seen: { route: string }) {
    if (path === '/api/health') return sendJson(res, 200, options.health.read());
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
      seen.route = found.route.path;
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
    const seen = { route: path };
    const endWatch = watchDeadline(res, deadlineMs, () => {
      logger.error({ method: req.method, path, route: seen.route, ms: Math.round(performance.now() - started) }, 'request abandoned at its deadline');
      // What the request was still reading or writing is not waited for: this connection ends here.
      res.setHeader('connection', 'close');
      const late = new UnavailableError('This took too long to answer; try again');
      if (path === '/graphql') sendGraphQLUnavailable(res, late);
      else sendError(res, late);
    });
    try {
      const refused = refusal(req, path);
      if (refused) return sendJson(res, refused.status, { error: refused.error, message: refused.message });
      await dispatch(req, res, path, { requestId, logger }, seen);
    } catch (error) {
      if (res.writableEnded) {
        // Answered already: at its deadline, or a download that had finished sending.
        logger.warn({ err: error, route: seen.route }, 'request failed after it was answered');
      } else if (res.headersSent) {
        logger.error({ err: error }, 'request failed after the response started');
        res.destroy();
      } else if (!sendError(res, error)) {
        logger.error({ err: error }, 'request failed');
        sendJson(res, 500, { error: 'internal', message: 'Something went wrong on our side', requestId });
      }
    } finally {
      endWatch();
    }
  };
}
