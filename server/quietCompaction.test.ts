import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { compactWhenQuiet } from './quietCompaction.ts';

const QUIET_MS = 150;
const MB = 1024 * 1024;

/** A server whose requests last `?ms=` milliseconds, its compaction watching it with a resident set the test sets. */
async function watched() {
  const server = createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end('ok'), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const state = { resident: 100 * MB, collections: 0, loopBusy: 0 };
  const stop = compactWhenQuiet(server, {
    collect: () => {
      state.collections += 1;
      state.resident -= 10 * MB;
    },
    residentBytes: () => state.resident,
    loopBusy: () => state.loopBusy,
    quietMs: QUIET_MS,
    growthBytes: 32 * MB,
  });
  return { server, url, state, stop };
}

let running: Awaited<ReturnType<typeof watched>> | undefined;
afterEach(async () => {
  running?.stop();
  await new Promise((resolve) => running?.server.close(resolve));
});

describe('compactWhenQuiet', () => {
  it('collects once the start has fallen quiet, and not again until the process has grown', async () => {
    const { state, url } = (running = await watched());
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(1);
    await fetch(url);
    state.resident += 20 * MB;
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(1);
    await fetch(url);
    state.resident += 20 * MB;
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(2);
  });

  it('never collects while requests keep coming or one is still under way', async () => {
    const { state, url } = (running = await watched());
    await sleep(QUIET_MS * 3);
    for (let at = 0; at < 12; at += 1) {
      await fetch(url);
      if (at === 0) state.resident += 50 * MB;
      await sleep(QUIET_MS / 10);
    }
    expect(state.collections).toBe(1);
    const slow = fetch(`${url}/?ms=${QUIET_MS * 4}`);
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(1);
    await slow;
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(2);
  });

  it('waits while the process is busy with work no request asked for', async () => {
    const { state } = (running = await watched());
    state.loopBusy = 0.5;
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(0);
    state.loopBusy = 0.01;
    await sleep(QUIET_MS * 3);
    expect(state.collections).toBe(1);
  });

  it('does nothing where Node exposes no collection (tests, npm run dev)', async () => {
    const server = createServer((_req, res) => res.end());
    const stop = compactWhenQuiet(server, { quietMs: QUIET_MS });
    await sleep(QUIET_MS * 2);
    stop();
    expect(server.listenerCount('request')).toBe(1);
  });
});
