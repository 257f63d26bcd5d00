import { describe, expect, it } from 'vitest';
import type { LocalSaving } from '../offline/savings.ts';
import { daysLeft, goalProgress, namedWithoutGoal, savingsTotals } from './totals.ts';

const RATES = { USD: '1', KES: '150', USDT: '1' };
const saving = (amount: string, createdAt: string, extra: Partial<LocalSaving> = {}): LocalSaving => ({
  id: crypto.randomUUID(), description: 'Savings', amount, currency: 'KES', goalType: 'general', goalName: null, language: 'en',
  createdAt, pending: false, ...extra,
});

describe('savings totals on the device', () => {
  it('sums exactly in local days and converts other currencies once', () => {
    const now = new Date('2026-11-21T10:00:00Z'); // 13:00 in Nairobi
    const rows = [
      saving('0.10', '2026-11-20T21:00:00Z'), // local midnight: today
      saving('0.20', '2026-11-20T20:59:59Z'), // yesterday
      saving('2', '2026-11-14T21:00:00Z'), // 7th local day back: still this week
      saving('3', '2026-10-31T12:00:00Z'), // last month
      saving('1.5', '2026-11-21T09:00:00Z', { currency: 'USDT' }),
    ];
    expect(savingsTotals(rows, 'KES', RATES, now, 'Africa/Nairobi')).toEqual({ total: '230.30', today: '225.10', week: '227.30', month: '227.30' });
  });

  it('moves a goal bar with matching savings and completes it at 100 %', () => {
    const goal = { id: 'g', name: 'School Fees', targetAmount: '1000.00', currency: 'KES', deadline: null, isCompleted: false, createdAt: '' };
    const rows = [saving('999.99', '2026-11-21T09:00:00Z', { goalName: ' school fees' }), saving('5', '2026-11-21T09:00:00Z', { goalName: 'car' })];
    expect(goalProgress(goal, rows, RATES)).toMatchObject({ current: '999.99', percent: 99, completed: false });
    expect(goalProgress(goal, [...rows, saving('0.01', '2026-11-21T09:00:00Z', { goalName: 'SCHOOL FEES' })], RATES))
      .toMatchObject({ current: '1000.00', percent: 100, completed: true });
    expect(daysLeft('2026-11-30', new Date('2026-11-21T22:00:00Z'), 'Africa/Nairobi')).toBe(8);
  });

  it('lists the goal names savings carry that no goal has, with what is saved: the Goals tab is never empty beside them (issue 33)', () => {
    const schoolFees = { id: 'g', name: 'School Fees', targetAmount: '1000.00', currency: 'KES', deadline: null, isCompleted: false, createdAt: '' };
    const rows = [
      saving('1000', '2026-11-20T09:00:00Z', { goalName: 'ada ya shule' }),
      saving('500', '2026-11-21T09:00:00Z', { goalName: 'Ada ya Shule ' }),
      saving('2', '2026-11-21T09:00:00Z', { goalName: 'Gari', currency: 'USD' }),
      saving('300', '2026-11-21T09:00:00Z', { goalName: 'school fees' }),
      saving('50', '2026-11-21T09:00:00Z'),
    ];
    expect(namedWithoutGoal([schoolFees], rows, 'KES', RATES)).toEqual([
      { name: 'Ada ya Shule', current: '1500.00' },
      { name: 'Gari', current: '300.00' },
    ]);
    expect(namedWithoutGoal([], [saving('50', '2026-11-21T09:00:00Z')], 'KES', RATES)).toEqual([]);
  });
});
