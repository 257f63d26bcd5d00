// The GraphQL endpoint: Yoga over the Pothos schema, within the limits of limits.ts. Application
// errors become GraphQL errors with an `extensions.code`; anything else is masked and logged.
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { DocumentNode } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { AppError, refusalFields } from '../../domain/errors.ts';
import type { UnavailableError } from '../../domain/errors.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';
import type { GraphQLContext } from './builder.ts';
import { byteBoundedCache } from './cache.ts';
import { errorCodes } from './errorCodes.ts';
import { importBudget } from './importBudget.ts';
import { documentLimits } from './limits.ts';
import { schema } from './schema.ts';
import { storableText } from './textInput.ts';

export interface GraphQLSettings {
  /** Introspection and "Did you mean" suggestions, which map the schema for anyone: off in production. */
  introspection: boolean;
  /** The GraphiQL page at GET /graphql: off in production unless GRAPHIQL=1. */
  graphiql: boolean;
}

export function graphqlSettings(env: NodeJS.ProcessEnv = process.env): GraphQLSettings {
  const production = env.NODE_ENV === 'production';
  return { introspection: !production, graphiql: env.GRAPHIQL === undefined ? !production : env.GRAPHIQL === '1' };
}

// A parsed document takes roughly ten times its text; 8 MiB of text keeps the app's and many more.
const CACHE_BYTES = 8 * 1024 * 1024;
const AST_PER_SOURCE_BYTE = 10;
const footprint = (source: string) => source.length * 2 * AST_PER_SOURCE_BYTE;

const CODES: Record<AppError['code'], string> = {
  VALIDATION: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNAVAILABLE: 'UNAVAILABLE',
};

// Resolvers' errors reach here wrapped (GraphQLError, sometimes twice): follow originalError down.
function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'originalError' in error) return appErrorOf(error.originalError);
  return undefined;
}

export function createGraphQLHandler(logger: Logger, settings: GraphQLSettings = graphqlSettings()) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL is served by graphiql.ts (compressed, once); the app is same-origin, so no CORS at all;
    // mutations arrive only as JSON (server/requestGuard.ts), never as forms or multipart.
    graphiql: false,
    cors: false,
    multipart: false,
    parserAndValidationCache: {
      documentCache: byteBoundedCache<DocumentNode>(CACHE_BYTES, footprint),
      errorCache: byteBoundedCache<unknown>(CACHE_BYTES / 8, footprint),
    },
    plugins: [
      documentLimits(),
      importBudget(),
      storableText(),
      errorCodes({ suggestions: settings.introspection }),
      ...(settings.introspection ? [] : [noIntrospection()]),
    ],
    logging: {
      debug: (...args: unknown[]) => logger.debug({ args }, 'graphql'),
      info: (...args: unknown[]) => logger.info({ args }, 'graphql'),
      warn: (...args: unknown[]) => logger.warn({ args }, 'graphql'),
      error: (...args: unknown[]) => {
        // A refused input is the caller's mistake, not ours: a short info line, no stack.
        const refused = appErrorOf(args[0]);
        if (refused) logger.info({ code: refused.code, field: refused.field, reason: refused.message }, 'graphql request refused');
        else logger.error({ err: args[0], args: args.slice(1) }, 'graphql error');
      },
    },
    maskedErrors: {
      maskError(error, message, isDev) {
        const appError = appErrorOf(error);
        if (!appError) return maskError(error, message, isDev);
        return new GraphQLError(appError.message, {
          extensions: { code: CODES[appError.code], ...(appError.field ? { field: appError.field } : {}), ...refusalFields(appError) },
        });
      },
    },
  });
}

function noIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}

/**
 * Runs one request through Yoga from a body already read within the cap (readBody), so Yoga never
 * reads an unbounded stream itself, and writes Yoga's answer back.
 */
export async function answerGraphQL(
  yoga: ReturnType<typeof createGraphQLHandler>,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer | undefined,
  context: GraphQLContext,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const init: RequestInit = { method: req.method ?? 'GET', headers, ...(body === undefined ? {} : { body: new Uint8Array(body) }) };
  const response = await yoga.fetch(`http://localhost${req.url ?? '/graphql'}`, init, context);
  const answer = Buffer.from(await response.arrayBuffer());
  // Answered already (503 at the request's deadline, server/deadline.ts): the late answer is dropped.
  if (res.writableEnded) return;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') res.setHeader(name, value);
  });
  res.writeHead(response.status, { 'content-length': answer.length });
  res.end(req.method === 'HEAD' ? undefined : answer);
}

/** Unavailable, answered outside Yoga (at the request's deadline): coded as Yoga codes it, with REST's 503. */
export function sendGraphQLUnavailable(res: ServerResponse, error: UnavailableError) {
  const text = JSON.stringify({ errors: [{ message: error.message, extensions: { code: CODES[error.code] } }] });
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
