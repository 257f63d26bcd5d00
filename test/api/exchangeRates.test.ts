// Exchange rates and named currencies over both transports: GET /api/exchange-rates and the
// exchangeRates field agree (live from a local fake source, then cached when it goes down), and
// the analyze call answers the currency a phrase names. Rates touch no table: one backend is enough.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { CURRENCY_MESSAGE } from '../../domain/currencies.ts';
import { createLogger } from '../../server/logger.ts';
import { createLiveRates } from '../../server/money/liveRates.ts';
import { startFakeRatesServer } from '../support/fakeRates.ts';
import { startTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

const RatesJson = z.strictObject({
  base: z.literal('USD'),
  rates: z.record(z.string(), z.string()),
  source: z.enum(['live', 'cached', 'built-in']),
  asOf: z.iso.datetime().nullable(),
  live: z.array(z.string()),
});

const RATES_QUERY = '{ exchangeRates { base source asOf rates { currency rate } } }';
const GqlRates = z.object({
  exchangeRates: z.object({
    base: z.string(),
    source: z.string(),
    asOf: z.string().nullable(),
    rates: z.array(z.object({ currency: z.string(), rate: z.string() })),
  }),
});

let clock = Date.parse('2026-11-23T09:00:00Z');
let source: Awaited<ReturnType<typeof startFakeRatesServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  source = await startFakeRatesServer();
  const rates = createLiveRates({ url: source.url, logger: createLogger({ level: 'silent' }), now: () => clock });
  server = await startTestServer({ rates });
});

afterAll(async () => {
  await server.close();
  await source.close();
});

describe('exchange rates over REST and GraphQL', () => {
  it('answer the live rates with their source and age, the same on both transports', async () => {
    const user = newUser(server.url);
    const rest = await user.rest('GET', '/api/exchange-rates');
    expect(rest.status).toBe(200);
    const body = RatesJson.parse(rest.body);
    expect(body).toMatchObject({ source: 'live', asOf: '2026-11-23T09:00:00.000Z', rates: { KES: '125', NGN: '1600', USDT: '1' } });
    const { exchangeRates } = GqlRates.parse(await user.data(RATES_QUERY));
    expect(exchangeRates).toMatchObject({ base: 'USD', source: 'LIVE', asOf: body.asOf });
    expect(Object.fromEntries(exchangeRates.rates.map(({ currency, rate }) => [currency, rate]))).toEqual(body.rates);
  });

  it('say the rates are cached when the source is down', async () => {
    source.answer({ status: 503, body: 'down' });
    clock += 10 * 60_000;
    const user = newUser(server.url);
    const body = RatesJson.parse((await user.rest('GET', '/api/exchange-rates')).body);
    expect(body).toMatchObject({ source: 'cached', asOf: '2026-11-23T09:00:00.000Z', rates: { KES: '125' } });
    expect(GqlRates.parse(await user.data(RATES_QUERY)).exchangeRates.source).toBe('CACHED');
  });
});

const CONVERT = 'query Convert($amount: Decimal!, $from: String!, $to: String!) { convert(amount: $amount, from: $from, to: $to) { amount from to result source asOf } }';

describe('one conversion over REST and GraphQL', () => {
  it('converts KES 1,500 to USDT at the rates held now, saying which', async () => {
    const user = newUser(server.url);
    const rest = await user.rest('GET', '/api/exchange-rates/convert?amount=1500&from=KES&to=usdt');
    expect(rest.status).toBe(200);
    // KES 125 per USD from the fake source, now served as cached (the source went down above).
    expect(rest.body).toEqual({ amount: '1500', from: 'KES', to: 'USDT', result: '12.00', source: 'cached', asOf: '2026-11-23T09:00:00.000Z' });
    expect(await user.data(CONVERT, { amount: '1500', from: 'KES', to: 'USDT' })).toEqual({
      convert: { amount: '1500', from: 'KES', to: 'USDT', result: '12.00', source: 'CACHED', asOf: '2026-11-23T09:00:00.000Z' },
    });
  });

  it.each([
    ['from', { amount: '10', from: 'XYZ', to: 'USDT' }],
    ['to', { amount: '10', from: 'KES', to: 'k' }],
    ['from', { amount: '10', to: 'USDT' }],
    ['amount', { amount: '-5', from: 'KES', to: 'USDT' }],
    ['amount', { amount: 'abc', from: 'KES', to: 'USDT' }],
    ['amount', { amount: '1234567890123', from: 'KES', to: 'USDT' }],
  ])('refuses bad %s with 400 naming it, on both transports', async (field, input) => {
    const user = newUser(server.url);
    const rest = await user.rest('GET', `/api/exchange-rates/convert?${new URLSearchParams(input).toString()}`);
    expect(rest).toMatchObject({ status: 400, body: { field } });
    if ('from' in input) {
      expect(await user.error(CONVERT, input)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});

const ANALYZE = 'query Analyze($text: String!, $language: String!, $currency: String) { analyzeExpense(text: $text, language: $language, currency: $currency) { amount currency } }';

describe('the analyze call names the currency', () => {
  it.each([
    ['bread ₦2,000', 'en', 'KES', 'NGN', '2000.00'],
    ['nimenunua chakula KSh 500', 'sw', 'UGX', 'KES', '500.00'],
    ['ऑटो ₹120', 'hi', 'KES', 'INR', '120.00'],
    ['Investment 2000 USDT', 'en', 'KES', 'USDT', '2000.00'],
    ['parking 100/=', 'en', 'UGX', 'UGX', '100.00'],
    ['chai 50', 'sw', 'KES', 'KES', '50.00'],
  ])('%s (user in %s) → %s', async (text, language, fallback, currency, amount) => {
    const user = newUser(server.url);
    const rest = await user.rest('POST', '/api/expenses/analyze', { text, language, currency: fallback });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ amount, currency });
    const data = z.object({ analyzeExpense: z.object({ amount: z.string(), currency: z.string() }) }).parse(
      await user.data(ANALYZE, { text, language, currency: fallback }),
    );
    expect(data.analyzeExpense).toEqual({ amount, currency });
  });

  it('answers the user\'s own currency when the phrase names none and no currency is given', async () => {
    const user = newUser(server.url);
    expect((await user.rest('POST', '/api/expenses/analyze', { text: 'chai 50', language: 'sw' })).body).toMatchObject({ currency: 'KES' });
    const changed = await user.rest('PATCH', `/api/users/${await user.userId()}`, { currency: 'UGX' });
    expect(changed.status).toBe(200);
    expect((await user.rest('POST', '/api/expenses/analyze', { text: 'chai 50', language: 'sw' })).body).toMatchObject({ currency: 'UGX' });
    expect((await user.rest('POST', '/api/expenses/analyze', { text: 'chai ₦50', language: 'sw' })).body).toMatchObject({ currency: 'NGN' });
  });

  it.each(['XYZ', 'K', 'usdtt'])('refuses the currency %s naming the field, on both transports', async (currency) => {
    const user = newUser(server.url);
    const rest = await user.rest('POST', '/api/expenses/analyze', { text: 'chai 50', language: 'sw', currency });
    expect(rest).toMatchObject({ status: 400, body: { message: CURRENCY_MESSAGE, field: 'currency' } });
    expect(await user.error(ANALYZE, { text: 'chai 50', language: 'sw', currency })).toEqual({
      message: CURRENCY_MESSAGE,
      code: 'BAD_USER_INPUT',
      field: 'currency',
    });
  });
});
