// What a bill said to the mic tells the person: added whether the server has it yet or the phone keeps
// it to send later, and the refusal's words (the dialog keeps what was heard) when the server refused it.
import { describe, expect, it, vi } from 'vitest';
import { RefusedError } from '../offline/writeErrors.ts';
import { recordBill } from './billActions.ts';
import type { SaveBillInput } from './voiceTypes.ts';

const addBill = vi.hoisted(() => vi.fn<() => Promise<{ synced: boolean }>>());
vi.mock('../offline/bills.ts', () => ({ addBill }));
const toast = vi.hoisted(() => vi.fn());
vi.mock('../ui/toast.tsx', () => ({ toast }));

const rent: SaveBillInput = { description: 'Rent', amount: '15000', currency: 'KES', category: 'bills', language: 'en', cycle: 'monthly' };
const added = { title: 'Monthly bill added', description: 'Rent · KES\u00a015,000.00', link: { label: expect.any(String), href: '/analytics?tab=subscriptions' } };

describe('a bill said to the mic', () => {
  it.each([[true], [false]])('is added, due today, as a utility (synced: %s)', async (synced) => {
    addBill.mockResolvedValueOnce({ synced });
    await recordBill(rent);
    expect(addBill).toHaveBeenLastCalledWith(expect.objectContaining({
      id: expect.any(String), name: 'Rent', amount: '15000', currency: 'KES', billingCycle: 'monthly', category: 'utility', autoRecord: false,
    }));
    expect(toast).toHaveBeenLastCalledWith(added);
  });

  it("rejects after saying the server's refusal, so the dialog keeps it", async () => {
    addBill.mockRejectedValueOnce(new RefusedError('amount must be more than 0', 'BAD_USER_INPUT'));
    await expect(recordBill(rent)).rejects.toThrow('amount must be more than 0');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Could not add the bill', description: 'amount must be more than 0', variant: 'destructive' });
  });
});
