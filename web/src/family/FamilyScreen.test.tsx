import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpenseSharesDocument, FamilyGroupsDocument } from '../gql/graphql.ts';
import { FamilyScreen } from './FamilyScreen.tsx';

const me = { __typename: 'User' as const, id: 'amina' };

const group = {
  __typename: 'FamilyGroup' as const,
  id: 'g1',
  name: 'Nyumbani',
  inviteCode: 'KJBBVJY4K',
  createdAt: '2026-11-21T08:00:00.000Z',
  members: [
    { __typename: 'FamilyMember' as const, userId: 'amina', nickname: null },
    { __typename: 'FamilyMember' as const, userId: 'juma', nickname: 'Juma' },
  ],
  expenses: [{
    __typename: 'SharedExpense' as const, id: 'e1', description: 'Unga', amount: '300.00', currency: 'KES', category: 'food',
    date: '2026-11-21', paidBy: 'amina',
  }],
  balances: [{
    __typename: 'GroupBalances' as const,
    currency: 'KES',
    balances: [
      { __typename: 'MemberBalance' as const, userId: 'amina', amount: '150.00' },
      { __typename: 'MemberBalance' as const, userId: 'juma', amount: '-150.00' },
    ],
    transfers: [{ __typename: 'SettleTransfer' as const, from: 'juma', to: 'amina', amount: '150.00' }],
  }],
};

const share = {
  __typename: 'ExpenseShare' as const, id: 's1', amount: '150.00', isPaid: false,
  expense: { __typename: 'ShareExpense' as const, description: 'Unga', category: 'food', currency: 'KES', date: '2026-11-21' },
};

const mocks = (groups: unknown[], shares: unknown[]): MockedResponse[] => [
  { request: { query: FamilyGroupsDocument }, result: { data: { me, familyGroups: groups } }, delay: 20 },
  { request: { query: ExpenseSharesDocument }, result: { data: { expenseShares: shares } }, delay: 20 },
];

const renderScreen = (groups: unknown[], shares: unknown[]) =>
  render(<MockedProvider mocks={mocks(groups, shares)}><FamilyScreen /></MockedProvider>);

describe('FamilyScreen', () => {
  it('spins while loading, then invites to create or join when there are no groups', async () => {
    renderScreen([], []);
    expect(screen.getByRole('heading', { level: 1, name: 'Family Tracking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Group' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Group' })).toBeTruthy();
    expect(screen.getByRole('status', { name: /Loading family groups/ })).toBeTruthy();
    await screen.findByText('No Family Groups');
    expect(screen.getByText('Create or join a family group to start tracking shared expenses.')).toBeTruthy();
    expect(screen.queryByText('Your Expense Shares')).toBeNull();
  });

  it('shows a group with its code, members, expenses, balances and the caller\'s shares', async () => {
    renderScreen([group], [share]);
    const card = within(await screen.findByRole('article', { name: 'Nyumbani' }));
    expect(card.getByText('Created Nov 21, 2026')).toBeTruthy();
    expect(card.getByText('Code: KJBBVJY4K')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Share the invite code of Nyumbani' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Voice AI' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Add Expense' })).toBeTruthy();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['You', 'Juma']));
    expect(card.getByText('KES 300.00')).toBeTruthy();
    expect(card.getByText('You are owed KES 150.00')).toBeTruthy();
    expect(card.getByText('Juma owes KES 150.00')).toBeTruthy();
    expect(card.getByText('Juma pays you KES 150.00')).toBeTruthy();
    const shares = within(await screen.findByRole('region', { name: 'Your Expense Shares' }));
    expect(shares.getByText('Your share: KES 150.00')).toBeTruthy();
    expect(shares.getByText('Food · Nov 21, 2026')).toBeTruthy();
    expect(shares.getByRole('button', { name: 'Mark as Paid' })).toBeTruthy();
  });
});
