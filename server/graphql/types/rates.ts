// Exchange rates per 1 USD, with their source and age, and the query that answers them.
import type { RateTable } from '../../../domain/exchange.ts';
import type { Conversion } from '../../money/conversion.ts';
import { convertAmount } from '../../money/conversion.ts';
import { builder } from '../builder.ts';

interface Rate {
  currency: string;
  rate: string;
}

const RateType = builder.objectRef<Rate>('ExchangeRate').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    rate: t.expose('rate', { type: 'Decimal', description: 'Units of the currency per 1 USD.' }),
  }),
});

const RatesSourceType = builder.enumType('RatesSource', {
  values: { LIVE: { value: 'live' }, CACHED: { value: 'cached' }, BUILT_IN: { value: 'built-in' } } as const,
});

const ExchangeRatesType = builder.objectRef<RateTable>('ExchangeRates').implement({
  fields: (t) => ({
    base: t.exposeString('base'),
    source: t.field({ type: RatesSourceType, resolve: (table) => table.source }),
    asOf: t.expose('asOf', { type: 'DateTime', nullable: true, description: 'When the rates were fetched; null for built-in rates.' }),
    live: t.exposeStringList('live', {
      description: "The currencies whose rate is from the source's fresh answer; the others are its last good rate or built in.",
    }),
    rates: t.field({
      type: [RateType],
      resolve: (table) => Object.entries(table.rates).map(([currency, rate]) => ({ currency, rate })),
    }),
  }),
});

const ConversionType = builder.objectRef<Conversion>('Conversion').implement({
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Decimal' }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    result: t.expose('result', { type: 'Decimal', description: 'Rounded half-even to the target currency\'s minor unit.' }),
    source: t.field({ type: RatesSourceType, resolve: (conversion) => conversion.source }),
    asOf: t.expose('asOf', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  exchangeRates: t.field({ type: ExchangeRatesType, resolve: (_root, _args, { app }) => app.rates.current() }),
  convert: t.field({
    type: ConversionType,
    args: { amount: t.arg({ type: 'Decimal', required: true }), from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, { app }) => convertAmount(app, args),
  }),
}));
