import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import { spendingStatus, usdtOverview } from './usdtOverview.ts';

describe('spending status against the USDT balance', () => {
  it.each([
    [801n, 1000n, 'High Spending'],
    [800n, 1000n, 'Moderate Spending'],
    [501n, 1000n, 'Moderate Spending'],
    [500n, 1000n, 'Conservative Spending'],
    [0n, 0n, 'Conservative Spending'],
    [1n, 0n, 'High Spending'],
  ])('%s spent of %s is %s', (spent, balance, status) => {
    expect(spendingStatus(spent, balance)).toBe(status);
  });
});

describe('the month in USDT', () => {
  it('converts each amount at its own rate and gives advice from the figures', () => {
    // KES 30,000 = 200 USDT and NGN 80,000 = 100 USDT against a 245.80 balance: above 80 %.
    const overview = usdtOverview('245.80', [{ amount: '30000', currency: 'KES' }, { amount: '80000', currency: 'NGN' }], [{ amount: '3000', currency: 'KES' }], BUILT_IN_RATES);
    expect(overview).toEqual({
      balance: '245.80',
      expenses: '300.00',
      savings: '20.00',
      percent: '122.0',
      status: 'High Spending',
      goal: '60.00',
      advice: [{ kind: 'overspent', percent: '122.0' }, { kind: 'saveMore', shortfall: '40.00' }],
    });
  });

  it('says how much room is left before High Spending when spending is moderate', () => {
    const overview = usdtOverview('1000.00', [{ amount: '600', currency: 'USD' }], [{ amount: '150', currency: 'USDT' }], BUILT_IN_RATES);
    expect(overview.status).toBe('Moderate Spending');
    expect(overview.advice).toEqual([{ kind: 'nearLimit', percent: '60.0', headroom: '200.00' }, { kind: 'goalMet', savings: '150.00' }]);
  });

  it('asks for a balance when there is none', () => {
    const overview = usdtOverview('0.00', [], [], BUILT_IN_RATES);
    expect(overview).toMatchObject({ percent: null, status: 'Conservative Spending', goal: '0.00', advice: [{ kind: 'noBalance' }] });
  });
});
