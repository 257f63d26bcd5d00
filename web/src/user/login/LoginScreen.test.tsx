import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LoginScreen } from './LoginScreen.tsx';
import type { VerifiedAccount } from './loginMachine.ts';
import { loginMachine } from './loginMachine.ts';

const account: VerifiedAccount = {
  phone: '+254712345678',
  language: 'en',
  currency: 'KES',
  country: 'KE',
  walletConnected: false,
  usdtBalance: '0.00',
};

function renderLogin(verify: () => Promise<VerifiedAccount> = async () => account) {
  const alerts: string[] = [];
  const machine = loginMachine.provide({
    actions: { alert: (_, { message }) => alerts.push(message) },
    actors: {
      requestCode: fromPromise(async (): Promise<unknown> => undefined),
      verifyCode: fromPromise(() => verify()),
    },
    delays: { successPause: 60_000 },
  });
  const actor = createActor(machine, { input: { country: 'KE' } }).start();
  render(<LoginScreen actor={actor} />);
  return { actor, alerts };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

async function reachCodeStep() {
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByRole('heading', { name: 'Enter Verification Code' });
}

describe('LoginScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows an example number of the chosen country, not Kenya's everywhere (issue 33)", () => {
    renderLogin();
    const input = screen.getByLabelText('WhatsApp number');
    expect(input.getAttribute('placeholder')).toBe('071 212 3456');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NG' } });
    expect(input.getAttribute('placeholder')).toBe('802 123 4567');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'IN' } });
    expect(input.getAttribute('placeholder')).toBe('812 345 6789');
  });

  it('formats the number 3-3-4 as typed, at most 12 characters', () => {
    renderLogin();
    const input = screen.getByLabelText('WhatsApp number');
    fireEvent.change(input, { target: { value: '0712345' } });
    expect(input).toHaveProperty('value', '071 234 5');
    fireEvent.change(input, { target: { value: '07123456789999' } });
    expect(input).toHaveProperty('value', '071 234 5678');
  });

  it('takes a number typed or filled in with +, and sends it as typed', async () => {
    renderLogin();
    const input = screen.getByLabelText('WhatsApp number');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    fireEvent.change(input, { target: { value: '+49 1512 3456789' } });
    expect(input).toHaveProperty('value', '+491 512 345 678 9');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByRole('heading', { name: 'Enter Verification Code' });
    expect(screen.getByText('+491 512 345 678 9')).toBeTruthy();
  });

  it('shows and alerts "Please enter a valid phone number" for a short number', () => {
    const { alerts } = renderLogin();
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '07123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number');
    expect(alerts).toEqual(['Please enter a valid phone number']);
  });

  it('moves through the boxes as digits are typed and back on Backspace', async () => {
    renderLogin();
    await reachCodeStep();
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(box(2)).toHaveProperty('value', '');
    expect(box(1)).toHaveProperty('value', '4');
  });

  it('keeps Verify disabled until all six digits are in, filled at once by a paste', async () => {
    renderLogin();
    await reachCodeStep();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toHaveProperty('disabled', true);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n)).map((input) => input.getAttribute('value'))).toEqual([
      '1', '2', '3', '4', '5', '6',
    ]);
    expect(verify).toHaveProperty('disabled', false);
    fireEvent.click(verify);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Your expense history has been synced to this phone.')).toBeTruthy();
  });

  it("shows the server's refusal and empties the boxes", async () => {
    renderLogin(() => Promise.reject(new Error('That code is not right, and it is now locked; ask for a new one')));
    await reachCodeStep();
    fireEvent.paste(box(3), { clipboardData: { getData: () => '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('it is now locked');
    expect(box(1)).toHaveProperty('value', '');
  });

  it('goes back to the number on "Change phone number" and ends on "Skip for now"', async () => {
    const { actor } = renderLogin();
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(screen.getByLabelText('WhatsApp number')).toHaveProperty('value', '071 234 5678');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
