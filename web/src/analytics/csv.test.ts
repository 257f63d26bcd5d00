import { describe, expect, it } from 'vitest';
import type { LocalExpense } from '../offline/expenses.ts';
import { toCsv } from './csv.ts';

const expense = (description: string, createdAt: string, overrides: Partial<LocalExpense> = {}): LocalExpense => ({
  id: crypto.randomUUID(), description, amount: '120.00', currency: 'INR', category: 'transport', language: 'hi',
  createdAt, updatedAt: createdAt, pending: false, ...overrides,
});

describe('expenses.csv', () => {
  it('starts with a BOM and the header, oldest first, days in the given zone, CRLF lines', () => {
    const csv = toCsv([
      expense('ऑटो', '2026-11-21T19:00:00.000Z'),
      expense('चाय', '2026-11-20T10:00:00.000Z', { amount: '15.00', category: 'food' }),
    ], 'Asia/Kolkata');
    expect(csv).toBe('\uFEFFDate,Description,Amount,Currency,Category,Language\r\n' +
      '2026-11-20,चाय,15.00,INR,food,hi\r\n2026-11-22,ऑटो,120.00,INR,transport,hi\r\n');
  });
});
