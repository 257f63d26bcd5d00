import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateFamilyGroupDocument, JoinFamilyGroupDocument } from '../gql/graphql.ts';
import { dismissToast, Toaster } from '../ui/toast.tsx';
import { CreateGroupModal, JoinGroupModal } from './GroupModals.tsx';

type Vars = { input: Record<string, unknown> };

/** A mock that answers any variables (each send mints a command id) and records what was sent. */
function answering(query: MockedResponse['request']['query'], data: Record<string, unknown>, sent: Vars[]): MockedResponse {
  const matches = (variables: Vars) => {
    sent.push(variables);
    return true;
  };
  return { request: { query, variables: matches }, result: { data } };
}

function renderModal(modal: React.ReactNode, mocks: MockedResponse[]) {
  render(<MockedProvider mocks={mocks}><div>{modal}<Toaster /></div></MockedProvider>);
}

describe('family modals', () => {
  afterEach(() => act(() => dismissToast()));

  it('sends nothing for a blank group name, then creates with the trimmed name and closes', async () => {
    const sent: Vars[] = [];
    const onClose = vi.fn();
    renderModal(<CreateGroupModal onClose={onClose} />,
      [answering(CreateFamilyGroupDocument, { createFamilyGroup: { __typename: 'FamilyGroup', id: 'g1' } }, sent)]);
    fireEvent.change(screen.getByLabelText('Group Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Group Name'), { target: { value: '  Nyumbani ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Family Group Created');
    expect(onClose).toHaveBeenCalled();
    expect(sent[0]?.input).toMatchObject({ name: 'Nyumbani' });
  });

  it('upper-cases the code as typed and leaves a blank nickname out', async () => {
    const sent: Vars[] = [];
    renderModal(<JoinGroupModal onClose={() => undefined} />,
      [answering(JoinFamilyGroupDocument, { joinFamilyGroup: { __typename: 'FamilyGroup', id: 'g1' } }, sent)]);
    fireEvent.change(screen.getByLabelText('Invite Code'), { target: { value: 'abcdefghj' } });
    expect(screen.getByLabelText<HTMLInputElement>('Invite Code').value).toBe('ABCDEFGHJ');
    fireEvent.change(screen.getByLabelText('Nickname (optional)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Joined Family Group');
    expect(sent[0]?.input).toMatchObject({ inviteCode: 'ABCDEFGHJ', nickname: null });
  });

  it('keeps the form and shows the spec error toast when joining fails', async () => {
    const onClose = vi.fn();
    const refused: MockedResponse = { request: { query: JoinFamilyGroupDocument, variables: () => true }, error: new Error('No family group has this invite code') };
    renderModal(<JoinGroupModal onClose={onClose} />, [refused]);
    fireEvent.change(screen.getByLabelText('Invite Code'), { target: { value: 'ZZZZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Failed to join family group. Please check the invite code.');
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join' }).hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Invite Code').value).toBe('ZZZZZZZZZ');
  });
});
