// The live exchange rates behind the RatesService seam: fetched from RATES_URL, fresh for five
// minutes. Per currency: the source's good rate is live; a currency it lacks (or gives a bad rate
// for) keeps its last good rate, else the built-in one; when the source fails, all are kept.
import type { RateTable } from '../../domain/exchange.ts';
import { BUILT_IN_RATES, builtInRateTable } from '../../domain/exchange.ts';
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

/** A currency's last good rate and when the source gave it. */
interface Held {
  rate: string;
  fetchedAt: number;
}

export function createLiveRates(options: LiveRatesOptions): RatesService {
  const { url, logger, freshMs = 5 * 60_000, timeoutMs = 3_000, retryMs = 60_000 } = options;
  const now = options.now ?? Date.now;
  const fetchRates = options.fetch ?? fetch;
  const held = new Map<string, Held>();
  let answeredAt: number | null = null;
  let inFlight: Promise<void> | null = null;
  let failedAt: number | null = null;
  let refusedBefore = '';

  async function load(): Promise<void> {
    try {
      const response = await fetchRates(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new RatesAnswerError(`the source answered ${response.status}`);
      const { rates, refused } = readRatesAnswer(await response.json());
      answeredAt = now();
      for (const [currency, rate] of Object.entries(rates)) held.set(currency, { rate, fetchedAt: answeredAt });
      // Logged when the set of refused currencies changes, not on every fetch while it lasts.
      if (refused.join() !== refusedBefore && refused.length > 0) logger.warn({ url, refused }, 'exchange rates source lacks some currencies');
      refusedBefore = refused.join();
      if (failedAt !== null) logger.info({ url }, 'exchange rates source answers again');
      failedAt = null;
    } catch (error) {
      // Logged once per outage: later failures while it lasts stay quiet.
      if (failedAt === null) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ url, reason, serving: held.size > 0 ? 'cached' : 'built-in' }, 'exchange rates source failed');
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

  const isFresh = (at: number | null): at is number => at !== null && now() - at < freshMs;

  function table(asOf: number): RateTable {
    const rates = { ...BUILT_IN_RATES, ...Object.fromEntries([...held].map(([currency, { rate }]) => [currency, rate])) };
    const live = [...held].filter(([, { fetchedAt }]) => fetchedAt === answeredAt && isFresh(fetchedAt)).map(([currency]) => currency);
    return { base: 'USD', rates, source: live.length > 0 ? 'live' : 'cached', asOf: new Date(asOf).toISOString(), live };
  }

  return {
    async current() {
      const resting = failedAt !== null && now() - failedAt < retryMs;
      if (!isFresh(answeredAt) && !resting) await refresh();
      return answeredAt === null ? builtInRateTable() : table(answeredAt);
    },
  };
}

/** RATES_URL chooses the source; `RATES_URL=built-in` keeps the built-in table (no network at all). */
export function ratesFromEnv(env: NodeJS.ProcessEnv, logger: Logger): RatesService {
  const url = env.RATES_URL ?? DEFAULT_RATES_URL;
  if (url === 'built-in') return builtInRates();
  return createLiveRates({ url, logger });
}
