// The live exchange rates behind the RatesService seam: fetched from RATES_URL, fresh for five
// minutes, the last good rates when the source fails, the built-in table when none ever came.
import type { RateTable } from '../../domain/exchange.ts';
import { builtInRateTable } from '../../domain/exchange.ts';
import type { Logger } from '../logger.ts';
import type { RatesService } from './rates.ts';
import { builtInRates } from './rates.ts';
import { RatesAnswerError, readRatesAnswer } from './ratesAnswer.ts';

/** A free, keyless endpoint answering `{ rates: { … } }` against USD (documented in the README). */
export const DEFAULT_RATES_URL = 'https://open.er-api.com/v6/latest/USD';

export interface LiveRatesOptions {
  url: string;
  logger: Logger;
  /** How long fetched rates count as live. */
  freshMs?: number;
  /** A slow source is abandoned after this long, so no page waits on it. */
  timeoutMs?: number;
  /** After a failure, the source is left alone this long (requests meanwhile get the fallback at once). */
  retryMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

interface Good {
  rates: Record<string, string>;
  fetchedAt: number;
}

export function createLiveRates(options: LiveRatesOptions): RatesService {
  const { url, logger, freshMs = 5 * 60_000, timeoutMs = 3_000, retryMs = 60_000 } = options;
  const now = options.now ?? Date.now;
  const fetchRates = options.fetch ?? fetch;
  let good: Good | null = null;
  let inFlight: Promise<void> | null = null;
  let failedAt: number | null = null;

  async function load(): Promise<void> {
    try {
      const response = await fetchRates(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new RatesAnswerError(`the source answered ${response.status}`);
      const rates = readRatesAnswer(await response.json());
      good = { rates, fetchedAt: now() };
      if (failedAt !== null) logger.info({ url }, 'exchange rates source answers again');
      failedAt = null;
    } catch (error) {
      // Logged once per outage: later failures while it lasts stay quiet.
      if (failedAt === null) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ url, reason, serving: good ? 'cached' : 'built-in' }, 'exchange rates source failed');
      }
      failedAt = now();
    }
  }

  /** One fetch at a time, shared by every request that finds the rates stale. */
  function refresh(): Promise<void> {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const table = (source: 'live' | 'cached', held: Good): RateTable => ({
    base: 'USD', rates: held.rates, source, asOf: new Date(held.fetchedAt).toISOString(),
  });

  return {
    async current() {
      const isFresh = (held: Good | null): held is Good => held !== null && now() - held.fetchedAt < freshMs;
      const resting = failedAt !== null && now() - failedAt < retryMs;
      if (!isFresh(good) && !resting) await refresh();
      if (isFresh(good)) return table('live', good);
      return good ? table('cached', good) : builtInRateTable();
    },
  };
}

/** RATES_URL chooses the source; `RATES_URL=built-in` keeps the built-in table (no network at all). */
export function ratesFromEnv(env: NodeJS.ProcessEnv, logger: Logger): RatesService {
  const url = env.RATES_URL ?? DEFAULT_RATES_URL;
  if (url === 'built-in') return builtInRates();
  return createLiveRates({ url, logger });
}
