// GET /api/exchange-rates: the rates conversions use now, per 1 USD, with where they came from.
import type { RateTable } from '../../domain/exchange.ts';
import type { Route } from './router.ts';

export const ratesJson = (table: RateTable) => ({ base: table.base, rates: table.rates, source: table.source, asOf: table.asOf });

export const rateRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/exchange-rates',
    handle: async ({ app }) => ({ status: 200, body: ratesJson(await app.rates.current()) }),
  },
];
