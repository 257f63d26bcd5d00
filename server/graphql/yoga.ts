// The GraphQL endpoint: Yoga over the Pothos schema, with GraphiQL served offline. Application
// errors become GraphQL errors with an `extensions.code`; anything else is masked and logged.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { AppError } from '../../domain/errors.ts';
import type { Logger } from '../logger.ts';
import type { GraphQLContext } from './builder.ts';
import { errorCodes } from './errorCodes.ts';
import { schema } from './schema.ts';

const CODES: Record<AppError['code'], string> = {
  VALIDATION: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
};

// Resolvers' errors reach here wrapped (GraphQLError, sometimes twice): follow originalError down.
function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'originalError' in error) return appErrorOf(error.originalError);
  return undefined;
}

export function createGraphQLHandler(logger: Logger) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    renderGraphiQL,
    plugins: [errorCodes()],
    logging: {
      debug: (...args: unknown[]) => logger.debug({ args }, 'graphql'),
      info: (...args: unknown[]) => logger.info({ args }, 'graphql'),
      warn: (...args: unknown[]) => logger.warn({ args }, 'graphql'),
      error: (...args: unknown[]) => logger.error({ err: args[0], args: args.slice(1) }, 'graphql error'),
    },
    maskedErrors: {
      maskError(error, message, isDev) {
        const appError = appErrorOf(error);
        if (!appError) return maskError(error, message, isDev);
        return new GraphQLError(appError.message, {
          extensions: { code: CODES[appError.code], ...(appError.field ? { field: appError.field } : {}) },
        });
      },
    },
  });
}
