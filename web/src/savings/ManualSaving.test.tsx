// Manual Entry: the button waits for amount and description, the goal name appears only for goal and
// investment types, and what is sent is exactly what was entered.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ManualSaving } from './ManualSaving.tsx';

const recorded = vi.hoisted(() => vi.fn(async (_input: unknown) => undefined));
vi.mock('../offline/savingActions.ts', () => ({ recordSaving: recorded }));

describe('Manual Entry', () => {
  it('needs amount and description, names a goal only for goal and investment, and records it', async () => {
    const done = vi.fn();
    render(<ManualSaving currency="KES" language="en" onDone={done} />);
    const submit = screen.getByRole('button', { name: 'Add Savings' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1500' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'School fees' } });
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.queryByLabelText('Goal Name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Goal Type'), { target: { value: 'investment' } });
    fireEvent.change(screen.getByLabelText('Goal Name'), { target: { value: 'Bitcoin' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USDT' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: ' from the harvest ' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent).slice(0, 5)).toEqual(['KES', 'USD', 'EUR', 'GBP', 'USDT']);
    fireEvent.click(submit);
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(recorded).toHaveBeenCalledWith({
      amount: '1500', description: 'School fees', currency: 'USDT', goalType: 'investment', goalName: 'Bitcoin', language: 'en',
      note: 'from the harvest',
    });
  });
});
