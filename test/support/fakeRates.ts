// A local stand-in for the public rates source, for tests: answers what the test sets, counts
// requests, and can be slow or down. No test ever reaches the network.
import { createServer } from 'node:http';
import { createLogger } from '../../server/logger.ts';
import { createLiveRates } from '../../server/money/liveRates.ts';
import type { RatesService } from '../../server/money/rates.ts';
import { openForDescribe } from './fixture.ts';

export type FakeAnswer = { status: number; body: string; delayMs?: number };

export const ratesBody = (rates: Record<string, unknown>) => JSON.stringify({ result: 'success', base_code: 'USD', rates });

/** The spec's built-in table moved a little, so a test can tell live rates from built-in ones. */
export const FAKE_RATES = {
  USD: 1, EUR: 0.9, GBP: 0.8, KES: 125, NGN: 1600, ZAR: 17.5, GHS: 15, UGX: 3600, TZS: 2600, ETB: 120, MAD: 9.5,
  EGP: 48, INR: 84, BDT: 120, PKR: 278, XOF: 600, XAF: 600,
};

export async function startFakeRatesServer(initial: FakeAnswer = { status: 200, body: ratesBody(FAKE_RATES) }) {
  let answer = initial;
  let requests = 0;
  const server = createServer((_req, res) => {
    requests += 1;
    const { status, body, delayMs = 0 } = answer;
    const timer = setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v6/latest/USD`,
    get requests() {
      return requests;
    },
    answer(next: FakeAnswer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Live rates from a fake source that runs for the enclosing describe: started before a server
 * registered after it reads them, stopped after that server.
 */
export function useFakeRates(): RatesService {
  const source = openForDescribe(() => startFakeRatesServer(), (started) => started.close());
  let live: RatesService | undefined;
  return {
    current() {
      live ??= createLiveRates({ url: source().url, logger: createLogger({ level: 'silent' }) });
      return live.current();
    },
  };
}
