// `npm start` as a person runs it: the server built into one file (server/build.ts) and run by
// package.json's start command, on a new embedded database (created by a process of its own) and on
// a Postgres server. It serves the app, takes a write and answers it back, and stops on SIGTERM.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, buildServer } from '../../server/build.ts';
import { DIST_DIR } from '../../server/webBuild.ts';
import { processDatabases } from '../support/backends.ts';
import { startCommand, startProcess, stopProcess } from '../support/serverProcess.ts';

beforeAll(() => buildServer(), 60_000);

it('leaves PGlite out of what a server on Postgres loads: only its driver chunk, imported when chosen, names it', () => {
  const main = readFileSync(SERVER_BUNDLE, 'utf8');
  expect(main).not.toContain('@electric-sql/pglite');
  expect(main).toMatch(/await import\("\.\/chunks\/pgliteDriver-[\w-]+\.js"\)/);
});

describe.each(processDatabases())('npm start on the $name', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('serves the app, saves an expense and reads it back, then stops cleanly', { timeout: 60_000 }, async () => {
    const { env, done } = await database.create();
    cleanups.push(done);
    const started = await startProcess(process.execPath, startCommand(), {
      env: { DATABASE_URL: '', DATA_DIR: '', ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SAUTI_DIST_DIR: DIST_DIR },
      listening: 'Sauti is listening',
    });
    try {
      const home = await fetch(started.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');

      const saved = await fetch(`${started.url}/api/expenses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'ऑटो', amount: '120', currency: 'INR', language: 'hi' }),
      });
      expect(saved.status).toBe(201);
      const expense = await saved.json();
      expect(expense).toMatchObject({ description: 'ऑटो', amount: '120.00', currency: 'INR', category: 'transport' });
      const cookie = saved.headers.get('set-cookie')?.split(';')[0] ?? '';
      const list = await fetch(`${started.url}/api/expenses`, { headers: { cookie } });
      expect(await list.json()).toMatchObject({ items: [{ id: expense.id, description: 'ऑटो', category: 'transport' }] });
    } finally {
      await stopProcess(started.child);
    }
    expect(started.child.exitCode).toBe(0);
  });
});
