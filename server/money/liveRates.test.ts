// The live rates against a local fake source: fresh, stale, down, garbage and slow, one shared
// fetch for concurrent requests, and one log line per outage.
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from '../../domain/currencies.ts';
import { BUILT_IN_RATES } from '../../domain/exchange.ts';
import { FAKE_RATES, ratesBody, startFakeRatesServer } from '../../test/support/fakeRates.ts';
import { createLogger } from '../logger.ts';
import { createLiveRates } from './liveRates.ts';

const warnings: string[] = [];
const logger = createLogger({ level: 'warn', destination: { write: (line: string) => warnings.push(line) } });
const servers: Array<{ close(): Promise<void> }> = [];

async function fakeSource(...args: Parameters<typeof startFakeRatesServer>) {
  const server = await startFakeRatesServer(...args);
  servers.push(server);
  return server;
}

function clock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  warnings.length = 0;
});

describe('live exchange rates', () => {
  it('serves fetched rates as live for five minutes, then fetches again', async () => {
    const source = await fakeSource();
    const time = clock();
    const rates = createLiveRates({ url: source.url, logger, now: time.now });
    const first = await rates.current();
    expect(first).toEqual({ base: 'USD', rates: { ...Object.fromEntries(Object.entries(FAKE_RATES).map(([code, rate]) => [code, String(rate)])), USDT: '1' }, source: 'live', asOf: '2026-11-23T10:00:00.000Z', live: [...SUPPORTED_CURRENCIES] });
    time.advance(4 * 60_000);
    expect((await rates.current()).asOf).toBe('2026-11-23T10:00:00.000Z');
    expect(source.requests).toBe(1);
    time.advance(60_000);
    expect(await rates.current()).toMatchObject({ source: 'live', asOf: '2026-11-23T10:05:00.000Z' });
    expect(source.requests).toBe(2);
  });

  it('shares one fetch between concurrent requests', async () => {
    const source = await fakeSource({ status: 200, body: ratesBody(FAKE_RATES), delayMs: 100 });
    const rates = createLiveRates({ url: source.url, logger });
    const answers = await Promise.all(Array.from({ length: 20 }, () => rates.current()));
    expect(new Set(answers.map((answer) => answer.source))).toEqual(new Set(['live']));
    expect(source.requests).toBe(1);
  });

  it('keeps the last good rates when the source goes down, and says they are cached', async () => {
    const source = await fakeSource();
    const time = clock();
    const rates = createLiveRates({ url: source.url, logger, now: time.now });
    await rates.current();
    source.answer({ status: 503, body: 'unavailable' });
    time.advance(6 * 60_000);
    expect(await rates.current()).toMatchObject({ source: 'cached', asOf: '2026-11-23T10:00:00.000Z', rates: { KES: '125' } });
    await source.close();
    time.advance(2 * 60_000);
    expect(await rates.current()).toMatchObject({ source: 'cached', rates: { NGN: '1600' } });
    expect(warnings).toHaveLength(1);
  });

  it('falls back to the built-in table when no good answer ever came', async () => {
    const rates = createLiveRates({ url: 'http://127.0.0.1:9/down', logger });
    expect(await rates.current()).toEqual({ base: 'USD', rates: BUILT_IN_RATES, source: 'built-in', asOf: null, live: [] });
  });

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['no rates map', JSON.stringify({ result: 'error' })],
    ['another base', ratesBody({ ...FAKE_RATES, USD: 1.1 })],
  ])('rejects an answer with %s as a whole, keeps the previous rates and logs it once', async (_name, body) => {
    const source = await fakeSource();
    const time = clock();
    const rates = createLiveRates({ url: source.url, logger, now: time.now, retryMs: 0 });
    await rates.current();
    source.answer({ status: 200, body });
    for (const _ of [1, 2, 3]) {
      time.advance(6 * 60_000);
      expect(await rates.current()).toMatchObject({ source: 'cached', live: [], rates: { KES: '125', NGN: '1600', ZAR: '17.5' } });
    }
    expect(source.requests).toBe(4);
    expect(warnings).toHaveLength(1);
  });

  it.each([
    ['a zero rate', { ...FAKE_RATES, KES: 0 }, 'KES'],
    ['a negative rate', { ...FAKE_RATES, NGN: -800 }, 'NGN'],
    ['a non-numeric rate', { ...FAKE_RATES, ZAR: 'eighteen' }, 'ZAR'],
    ['a missing rate', Object.fromEntries(Object.entries(FAKE_RATES).filter(([code]) => code !== 'GHS')), 'GHS'],
  ])('keeps the other currencies live when an answer has %s, that one from the last good answer; logs it once', async (_name, rates, bad) => {
    const source = await fakeSource();
    const time = clock();
    const live = createLiveRates({ url: source.url, logger, now: time.now });
    await live.current();
    source.answer({ status: 200, body: ratesBody({ ...rates, EUR: 0.95 }) });
    for (const _ of [1, 2]) {
      time.advance(6 * 60_000);
      const table = await live.current();
      expect(table).toMatchObject({ source: 'live', rates: { EUR: '0.95', [bad]: String(FAKE_RATES[bad as keyof typeof FAKE_RATES]) } });
      expect(table.live).toEqual(SUPPORTED_CURRENCIES.filter((code) => code !== bad));
    }
    expect(warnings).toHaveLength(1);
  });

  it('makes NGN, KES and INR live from a source answering only the six biggest currencies (plus USD 1); the rest built in', async () => {
    // Sauti's six biggest currencies by its users: Kenya, Nigeria, India, South Africa, Ghana, Egypt.
    const six = { USD: 1, KES: 130, NGN: 1550, INR: 85, ZAR: 18.2, GHS: 15.5, EGP: 49 };
    const source = await fakeSource({ status: 200, body: ratesBody(six) });
    const table = await createLiveRates({ url: source.url, logger }).current();
    expect(table.live).toEqual(expect.arrayContaining(['NGN', 'KES', 'INR']));
    expect([...table.live].sort()).toEqual(['EGP', 'GHS', 'INR', 'KES', 'NGN', 'USD', 'USDT', 'ZAR']);
    expect(table).toMatchObject({ source: 'live', rates: { NGN: '1550', KES: '130', INR: '85', UGX: BUILT_IN_RATES.UGX, EUR: BUILT_IN_RATES.EUR } });
  });

  it('gives up on a slow source after the timeout and does not ask again at once', async () => {
    const source = await fakeSource({ status: 200, body: ratesBody(FAKE_RATES), delayMs: 5_000 });
    const rates = createLiveRates({ url: source.url, logger, timeoutMs: 200 });
    const started = performance.now();
    expect((await rates.current()).source).toBe('built-in');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await rates.current()).source).toBe('built-in');
    expect(source.requests).toBe(1);
  });

  it('recovers when the source answers again', async () => {
    const source = await fakeSource({ status: 500, body: '' });
    const time = clock();
    const rates = createLiveRates({ url: source.url, logger, now: time.now });
    expect((await rates.current()).source).toBe('built-in');
    source.answer({ status: 200, body: ratesBody(FAKE_RATES) });
    time.advance(61_000);
    expect(await rates.current()).toMatchObject({ source: 'live', rates: { KES: '125' } });
  });
});
