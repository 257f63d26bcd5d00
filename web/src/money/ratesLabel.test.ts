import { describe, expect, it } from 'vitest';
import { builtInRateTable } from '../../../domain/exchange.ts';
import { ratesLabel } from './ratesLabel.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const fetched = (asOf: string, source: 'live' | 'cached' = 'live') => ({ base: 'USD' as const, rates: { USD: '1' }, source, asOf, live: source === 'live' ? ['USD'] : [] });

describe('ratesLabel', () => {
  it.each([
    ['2026-11-23T09:59:40Z', 'rates from just now'],
    ['2026-11-23T09:57:00Z', 'rates from 3 min ago'],
    ['2026-11-23T07:30:00Z', 'rates from 2 h ago'],
    ['2026-11-21T09:00:00Z', 'rates from 2 days ago'],
  ])('live rates fetched at %s read "%s"', (asOf, label) => {
    expect(ratesLabel(fetched(asOf), true, NOW)).toBe(label);
  });

  it('says offline and cached when the server cannot be reached', () => {
    expect(ratesLabel(fetched('2026-11-23T09:48:00Z'), false, NOW)).toBe('offline: cached rates from 12 min ago');
  });

  it('says built-in, and offline when unreachable', () => {
    expect(ratesLabel(builtInRateTable(), true, NOW)).toBe('built-in rates');
    expect(ratesLabel(builtInRateTable(), false, NOW)).toBe('offline: built-in rates');
  });
});
