// The device-side day summary: exact sums per currency, the top three categories and the change
// against yesterday, with days cut in the device's time zone.
import { describe, expect, it } from 'vitest';
import { summarizeDay } from './summary.ts';

const at = (createdAt: string, amount: string, category: 'food' | 'transport' | 'bills' | 'other', currency = 'KES') => ({
  createdAt, amount, category, currency,
});

describe('summarizeDay', () => {
  it('sums exactly per currency and compares with yesterday', () => {
    const summary = summarizeDay(
      [
        at('2025-03-10T05:00:00Z', '0.10', 'food'),
        at('2025-03-10T06:00:00Z', '0.20', 'food'),
        at('2025-03-10T07:00:00Z', '100.00', 'transport'),
        at('2025-03-10T07:30:00Z', '5.00', 'other', 'USD'),
        at('2025-03-09T07:00:00Z', '80.00', 'bills'),
      ],
      '2025-03-10',
      'Africa/Nairobi',
    );
    expect(summary.totals).toEqual([{ currency: 'KES', amount: '100.30' }, { currency: 'USD', amount: '5.00' }]);
    expect(summary.changes).toEqual([
      { currency: 'KES', today: '100.30', yesterday: '80.00', percent: '25.4' },
      { currency: 'USD', today: '5.00', yesterday: '0.00', percent: null },
    ]);
    expect(summary.topCategories).toEqual([
      { category: 'transport', currency: 'KES', amount: '100.00' },
      { category: 'other', currency: 'USD', amount: '5.00' },
      { category: 'food', currency: 'KES', amount: '0.30' },
    ]);
  });

  it('cuts days at local midnight, not UTC', () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Nairobi (UTC+3) and still the 9th in Lagos (UTC+1).
    const late = [at('2025-03-09T22:30:00Z', '50.00', 'food')];
    expect(summarizeDay(late, '2025-03-10', 'Africa/Nairobi').totals).toEqual([{ currency: 'KES', amount: '50.00' }]);
    expect(summarizeDay(late, '2025-03-10', 'Africa/Lagos').totals).toEqual([]);
    expect(summarizeDay(late, '2025-03-10', 'Africa/Lagos').changes).toEqual([
      { currency: 'KES', today: '0.00', yesterday: '50.00', percent: '-100.0' },
    ]);
  });
});
