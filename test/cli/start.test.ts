// `npm start` as a person runs it: the server built (server/build.ts) and run by
// package.json's start command, on a new embedded database (created by a process of its own) and on
// a Postgres server. It serves the app, takes a write and answers it back, and stops on SIGTERM.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOCATOR_ENV } from '../../server/allocator.ts';
import { SERVER_BUNDLE, buildServer } from '../../server/build.ts';
import { processDatabases } from '../support/backends.ts';
import { startCommand, startProcess, stopProcess } from '../support/serverProcess.ts';

beforeAll(() => buildServer(), 60_000);

it('leaves PGlite out of what a server on Postgres loads: only its driver chunk, imported when chosen, names it', () => {
  const files = readdirSync(dirname(SERVER_BUNDLE)).filter((file) => file.endsWith('.js'));
  const naming = files.filter((file) => readFileSync(join(dirname(SERVER_BUNDLE), file), 'utf8').includes('@electric-sql/pglite'));
  expect(naming).toEqual([expect.stringMatching(/^pgliteDriver-[\w-]+\.js$/)]);
});

describe.each(processDatabases())('npm start on the $name', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('serves the app, saves an expense and reads it back, then stops cleanly', { timeout: 60_000 }, async () => {
    const { env, drop } = await database.create();
    cleanups.push(drop);
    const started = await startProcess(process.execPath, startCommand(), {
      // The web app from where the built server finds it by itself (dist/ beside it), unless this run
      // builds its own elsewhere (SAUTI_DIST_DIR, passed on).
      env: { DATABASE_URL: '', DATA_DIR: '', ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' },
      listening: 'Sauti is listening',
    });
    try {
      // On Linux it runs with the allocator's settings, as the process npm started (replaced, not a child).
      if (process.platform === 'linux') {
        const environment = readFileSync(`/proc/${started.child.pid}/environ`, 'utf8').split('\0');
        expect(environment).toEqual(expect.arrayContaining(Object.entries(ALLOCATOR_ENV).map(([name, value]) => `${name}=${value}`)));
      }
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
