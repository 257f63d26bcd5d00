// The strip against a mocked offline layer: hidden with nothing due or with Reminders off; what is
// overdue first, bills and money lent together; Mark paid only on each bill's first unpaid occurrence.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalBill, LocalIou } from '../offline/db.ts';
import { setPreferences } from '../user/preferences.ts';
import { DueSoonStrip } from './DueSoonStrip.tsx';

const data = vi.hoisted(() => ({ bills: [] as LocalBill[], ious: [] as LocalIou[], paid: [] as string[] }));

vi.mock('../offline/bills.ts', () => ({
  useDueBills: () => data.bills,
  markBillPaid: async (bill: LocalBill) => {
    data.paid.push(bill.key);
    return { outcome: 'acknowledged' };
  },
}));
vi.mock('../offline/ious.ts', () => ({ useIous: () => data.ious }));
vi.mock('../offline/live.ts', () => ({ useToday: () => '2027-03-02' }));
vi.mock('wouter', () => ({ Link: ({ href, className, children }: { href: string; className: string; children: string }) => <a href={href} className={className}>{children}</a> }));

const bill = (name: string, dueDate: string, subscriptionId = name): LocalBill => ({
  key: `${subscriptionId}|${dueDate}`, subscriptionId, name, dueDate, amount: '500.00', currency: 'KES', category: 'bills',
});
const juma: LocalIou = {
  id: 'i1', person: 'Juma', phone: null, direction: 'lent', amount: '500.00', repaid: '0.00', outstanding: '500.00', settled: false,
  currency: 'KES', date: '2027-02-01', dueDate: '2027-03-01', note: null, createdAt: '2027-02-01T08:00:00Z', pending: false,
};

beforeEach(() => {
  data.bills = [];
  data.ious = [];
  data.paid = [];
  setPreferences({ reminders: true });
});
afterEach(() => setPreferences({ reminders: true }));

describe('Due soon', () => {
  it('is not there when nothing is due', () => {
    render(<DueSoonStrip />);
    expect(screen.queryByRole('region', { name: 'Due soon' })).toBeNull();
  });

  it('lists overdue first, money lent beside bills, and offers Mark paid on each bill’s first unpaid occurrence only', () => {
    data.bills = [bill('Chama', '2027-02-23'), bill('Chama', '2027-03-02'), bill('Water', '2027-03-04')];
    data.ious = [juma, { ...juma, id: 'i2', person: 'Amina', settled: true }];
    render(<DueSoonStrip />);
    const rows = within(screen.getByRole('region', { name: 'Due soon' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chama.*Overdue.*Mark paid$/),
      expect.stringMatching(/^Lent to Juma.*500\.00 outstanding.*Overdue.*Lent & borrowed$/),
      expect.stringMatching(/^Chama.*Due today$/),
      expect.stringMatching(/^Water.*Due in 2 days.*Mark paid$/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid: Water' }));
    expect(data.paid).toEqual(['Water|2027-03-04']);
  });

  it('is hidden when Reminders is off', () => {
    data.bills = [bill('Rent', '2027-03-01')];
    setPreferences({ reminders: false });
    render(<DueSoonStrip />);
    expect(screen.queryByRole('region', { name: 'Due soon' })).toBeNull();
  });
});
