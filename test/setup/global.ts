// Once per test run: start a Postgres container when a Docker engine answers, and build the web
// app the browser tests load. Each database test file then makes its own fresh databases.
import type { TestProject } from 'vitest/node';
import { dockerAnswers } from './docker.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    containerDatabaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  let stopContainer: (() => Promise<unknown>) | undefined;
  let containerUrl: string | null = null;
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    containerUrl = container.getConnectionUri();
    stopContainer = () => container.stop();
  }
  project.provide('containerDatabaseUrl', containerUrl);
  if (process.env.SAUTI_SKIP_WEB_BUILD !== '1') {
    const { buildWeb } = await import('./buildWeb.ts');
    await buildWeb();
  }
  return async () => {
    await stopContainer?.();
  };
}
