// GET /api/exchange-rates: the rates conversions use now, per 1 USD, with where they came from;
// GET /api/exchange-rates/convert?amount=&from=&to=: one conversion at those rates.
import type { RateTable } from '../../domain/exchange.ts';
import { convertAmount } from '../money/conversion.ts';
import type { Route } from './router.ts';

export const ratesJson = (table: RateTable) => ({ base: table.base, rates: table.rates, source: table.source, asOf: table.asOf, live: table.live });

export const rateRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/exchange-rates',
    handle: async ({ app }) => ({ status: 200, body: ratesJson(await app.rates.current()) }),
  },
  {
    method: 'GET',
    path: '/api/exchange-rates/convert',
    async handle({ app, req }) {
      const query = new URL(req.url ?? '/', 'http://local').searchParams;
      const input = Object.fromEntries(['amount', 'from', 'to'].flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])));
      return { status: 200, body: await convertAmount(app, input) };
    },
  },
];
