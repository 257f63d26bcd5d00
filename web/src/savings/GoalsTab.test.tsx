// The Goals tab never says "Create Your First Goal" while savings name a goal (issue 33): a name
// savings carry without a goal is listed with what is saved and "Set a target", which opens the goal
// dialog on that name; with no goal and no named saving, the spec's placeholder.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NamedSaving } from './totals.ts';
import { GoalsTab } from './GoalsTab.tsx';

const view = vi.hoisted(() => ({ named: [] as NamedSaving[] }));

vi.mock('./useSavingsView.ts', () => ({
  useSavingsView: () => ({ goals: [], named: view.named, goalsLoaded: true, currency: 'KES' }),
}));

beforeEach(() => {
  view.named = [];
});

describe('GoalsTab', () => {
  it('shows the spec’s placeholder when nothing names a goal', () => {
    render(<GoalsTab />);
    expect(screen.getByRole('button', { name: 'Create Your First Goal' })).toBeTruthy();
  });

  it('lists a goal savings name without one, with what is saved and the way to set its target', () => {
    view.named = [{ name: 'ada ya shule', current: '1500.00' }];
    render(<GoalsTab />);
    expect(screen.queryByRole('button', { name: 'Create Your First Goal' })).toBeNull();
    expect(screen.getByText('ada ya shule')).toBeTruthy();
    expect(screen.getByText(/^KES.1,500\.00 saved · no target yet$/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set a target for ada ya shule' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByLabelText('Goal name')).toHaveProperty('value', 'ada ya shule');
  });
});
