import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/support/server.ts';
import type { TestServer } from '../test/support/server.ts';
import { keepAliveMsFromEnv } from './keepAlive.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection that has sent one GET /api/health and read its whole answer; `closed` is when the server ended it. */
async function afterOneRequest(url: string): Promise<{ socket: Socket; answer: string; closed: Promise<number> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  let answer = '';
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (/\r\n\r\n\{.*\}$/s.test(answer)) resolve();
    });
    socket.once('error', reject);
    socket.write(`GET /api/health HTTP/1.1\r\nhost: ${hostname}\r\nconnection: keep-alive\r\n\r\n`);
  });
  return { socket, answer, closed };
}

describe('idle connections', () => {
  it('stay open longer than the proxies in front keep theirs (Caddy 2 min, nginx and load balancers 60 s)', () => {
    expect(keepAliveMsFromEnv({})).toBeGreaterThan(120_000);
    expect(keepAliveMsFromEnv({ KEEP_ALIVE_SECONDS: '620' })).toBe(620_000);
    expect(() => keepAliveMsFromEnv({ KEEP_ALIVE_SECONDS: '1.5' })).toThrow(/KEEP_ALIVE_SECONDS/);
  });

  describe('on a server that keeps them 600 ms', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ keepAliveMs: 600 });
    });
    afterAll(async () => {
      await server.close();
    });

    it('keeps one open for the next request that long, then closes it', async () => {
      const { socket, answer, closed } = await afterOneRequest(server.url);
      const answered = performance.now();
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      let closedAt: number | undefined;
      void closed.then((at) => {
        closedAt = at;
      });
      await pause(300);
      expect(closedAt).toBeUndefined();
      expect(socket.destroyed).toBe(false);
      const ms = (await closed) - answered;
      expect(ms).toBeGreaterThanOrEqual(500);
      expect(ms).toBeLessThan(5_000);
    });
  });
});
