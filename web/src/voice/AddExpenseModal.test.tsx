// The Add Expense modal in jsdom: a fake Web Speech recogniser, a real Apollo Client over a fake
// fetch, and the offline API mocked — from the mic tap (or typing) to the saved expense (or saving) and its toast.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay, noonOnDay } from '../../../domain/dates.ts';
import { createApolloClient } from '../apollo.ts';
import { addExpense } from '../offline/expenses.ts';
import { addSaving } from '../offline/savings.ts';
import { dismissToast, Toaster } from '../ui/toast.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { setPreferences } from '../user/preferences.ts';
import { AddExpenseModal } from './AddExpenseModal.tsx';
import { CHAKULA as ANALYSED, CHAKULA_SAVED } from './chakula.fixture.ts';
import { FakeRecognition, sessions } from './fakeRecognition.ts';
import type { RecognitionAvailability } from './speechApi.ts';
import { loadVoiceSession } from './useVoiceSession.ts';

vi.mock('../offline/expenses.ts', () => ({ addExpense: vi.fn(), changeExpense: vi.fn(), deleteExpense: vi.fn() }));
vi.mock('../offline/savings.ts', () => ({ addSaving: vi.fn(), deleteSaving: vi.fn() }));

const CHAKULA = { __typename: 'ExpenseAnalysis', ...ANALYSED };
const EMERGENCY = {
  __typename: 'ExpenseAnalysis', description: 'Save for emergency', amount: '1000.00', category: 'other', confidence: 0.63, currency: 'KES', kind: 'saving',
  saving: { __typename: 'SavingAnalysis', description: 'Savings for emergency', amount: '1000.00', goalType: 'emergency', goalName: 'emergency' },
};
let respond: () => Promise<Response>;
const json = (analysis: unknown) => new Response(JSON.stringify({ data: { analyzeExpense: analysis } }));

/** Renders the modal and waits for its voice machine, which loads once the modal is on screen. */
async function renderModal() {
  const onClose = vi.fn();
  const client = createApolloClient({ uri: 'http://sauti.test/graphql', fetch: () => respond() });
  render(
    <>
      <AddExpenseModal onClose={onClose} loadClient={async () => client} />
      <Toaster />
    </>,
  );
  await act(async () => {
    await loadVoiceSession();
  });
  return { onClose, mic: () => screen.getByRole('button', { name: /voice input|listening|Analysing/ }) };
}

const confirmButton = () => screen.getByRole('button', { name: 'Add to Sauti' });

async function speakChakula() {
  const view = await renderModal();
  fireEvent.click(view.mic());
  const [session] = sessions;
  act(() => session?.say('nimenunua', false));
  act(() => session?.say('nimenunua chakula 500', true));
  act(() => session?.onend?.());
  await screen.findByText('AI confidence 95%', {}, { timeout: 3000 });
  return view;
}

beforeEach(() => {
  window.webkitSpeechRecognition = FakeRecognition;
  setPreferences({ language: 'sw', currency: 'KES' });
  respond = () => Promise.resolve(json(CHAKULA));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.webkitSpeechRecognition;
  sessions.length = 0;
  vi.mocked(addExpense).mockReset();
  vi.mocked(addSaving).mockReset();
  vi.restoreAllMocks();
  dismissToast();
  localStorage.clear();
});

describe('AddExpenseModal', () => {
  it('offers the languages grouped African / Indian, starting from the user’s, with its example phrase', async () => {
    await renderModal();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveProperty('value', 'sw');
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [group.label, group.children.length]);
    expect(groups).toEqual([['African languages', 10], ['Indian languages', 12]]);
    expect(screen.getByText('nimenunua chakula 500')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
  });

  it('opens next time in the language picked this time', async () => {
    await renderModal();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'hi' } });
    cleanup();
    await renderModal();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'hi');
  });

  it('says in words when the phone has no voice for a language, moves to typing, and never listens', async () => {
    const { mic } = await renderModal();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ha' } });
    const notice = 'Voice isn’t available for Hausa on this phone — type instead';
    expect(await screen.findByText(notice, {}, { timeout: 3000 })).toBeTruthy();
    // The mic is not offered: struck through, named by the reason, no "Tap to speak".
    const struck = screen.getByRole('button', { name: notice });
    expect(struck).toHaveProperty('disabled', true);
    expect(screen.queryByText('Tap to speak')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Type your expense' })));
    fireEvent.click(struck);
    expect(sessions).toHaveLength(0);
    expect(screen.queryByText(/Speech recognition error/)).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'sw' } });
    await waitFor(() => expect(mic()).toHaveProperty('disabled', false));
    expect(screen.queryByText(/type instead/)).toBeNull();
  });

  it('offline, says the language needs the internet and understands typing with the phone’s parser', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderModal();
    const notice = 'You’re offline, and voice for Swahili needs the internet — type instead';
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.getByRole('button', { name: notice })).toHaveProperty('disabled', true);
    const field = screen.getByRole('textbox', { name: 'Type your expense' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'nauli ya basi 80' } });
    fireEvent.submit(field);
    expect(await screen.findByText('Nauli ya basi', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('asks Chrome itself where it can, and listens on the phone when the language pack is there', async () => {
    const available = vi.fn(({ langs, processLocally }: { langs: string[]; processLocally?: boolean }) =>
      Promise.resolve<RecognitionAvailability>(langs[0] === 'yo-NG' && processLocally === true ? 'available' : 'unavailable'));
    window.webkitSpeechRecognition = Object.assign(class extends FakeRecognition {}, { available });
    setPreferences({ language: 'yo', currency: 'NGN' });
    const { mic } = await renderModal();
    await waitFor(() => expect(mic()).toHaveProperty('disabled', false));
    expect(available).toHaveBeenCalledWith({ langs: ['yo-NG'], processLocally: true });
    fireEvent.click(mic());
    expect(sessions[0]).toMatchObject({ lang: 'yo-NG', processLocally: true });
  });

  it('goes from the mic to Detected: live interim text, mic disabled while analysing', async () => {
    let answer: ((response: Response) => void) | undefined;
    respond = () => new Promise((resolve) => (answer = resolve));
    const { mic } = await renderModal();
    fireEvent.click(mic());
    expect(mic().getAttribute('aria-pressed')).toBe('true');
    expect(mic().getAttribute('aria-label')).toBe('Stop listening');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('disabled', true);
    const [session] = sessions;
    expect(session).toMatchObject({ lang: 'sw-KE', continuous: false, interimResults: true });

    act(() => session?.say('nimenunua', false));
    const youSaid = screen.getByRole('region', { name: 'You said' });
    expect(youSaid.textContent).toContain('nimenunua');
    act(() => session?.say('nimenunua chakula 500', true));
    act(() => session?.onend?.());
    expect(mic()).toHaveProperty('disabled', true);
    expect(mic().getAttribute('aria-label')).toBe('Analysing');

    // The client loads on first use, so the request leaves a moment after analysing begins.
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.(json(CHAKULA)));
    const detected = await screen.findByRole('region', { name: 'Detected' });
    for (const text of ['🍚', 'Food', 'Chakula', 'KES\u00a0500.00', '≈ 3.33 USDT', 'AI confidence 95%']) {
      expect(detected.textContent).toContain(text);
    }
    expect(mic()).toHaveProperty('disabled', false);
    expect(confirmButton()).toHaveProperty('disabled', false);
  });

  it('adds the expense with its original text, closes, and confirms', async () => {
    vi.mocked(addExpense).mockImplementation(async (input) => ({ synced: true, expense: { ...input, id: 'e1', createdAt: '', updatedAt: '', pending: false } }));
    const { onClose } = await speakChakula();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addExpense).toHaveBeenCalledWith(CHAKULA_SAVED);
    expect((await screen.findByRole('status')).textContent).toBe('Expense addedChakula · KES\u00a0500.00');
  });

  it('shows the day the phrase said and records the expense on it, at its noon', async () => {
    const today = localDay(new Date(), deviceTimeZone());
    respond = () => Promise.resolve(json({ ...CHAKULA, day: addDays(today, -1) }));
    vi.mocked(addExpense).mockImplementation(async (input) => ({ synced: true, expense: { ...input, id: 'e1', createdAt: '', updatedAt: '', pending: false } }));
    const { onClose } = await speakChakula();
    expect(screen.getByTestId('detected-day').textContent).toBe('Yesterday');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = vi.mocked(addExpense).mock.calls[0]?.[0];
    expect(localDay(saved?.spentAt ?? '', deviceTimeZone())).toBe(addDays(today, -1));
    // Noon of that day, not the hour it was said at (issue 33).
    expect(saved?.spentAt).toBe(noonOnDay(addDays(today, -1), deviceTimeZone()));
  });

  it('says when the expense was saved offline', async () => {
    vi.mocked(addExpense).mockImplementation(async (input) => ({ synced: false, expense: { ...input, id: 'e1', createdAt: '', updatedAt: '', pending: true } }));
    await speakChakula();
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Expense added offlineYour expense has been saved locally and will sync when online.',
    );
  });

  it('keeps the modal open with the detected expense when saving fails', async () => {
    vi.mocked(addExpense).mockRejectedValue(new Error('QuotaExceededError'));
    const { onClose } = await speakChakula();
    fireEvent.click(confirmButton());
    const toasts = screen.getByRole('list', { name: 'Notifications (F8)' });
    expect((await within(toasts).findByRole('alert')).textContent).toBe('ErrorFailed to add expense. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
  });

  it('analyses typed text on Enter, with the phone’s parser when the server fails', async () => {
    respond = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderModal();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'hi' } });
    const field = screen.getByRole('textbox', { name: 'Type your expense' });
    fireEvent.change(field, { target: { value: 'ऑटो 120' } });
    fireEvent.submit(field);
    // The parser's chunk loads on first use; give a busy test machine time for it.
    const detected = await screen.findByRole('region', { name: 'Detected' }, { timeout: 4000 });
    expect(detected.textContent).toContain('Transport');
    expect(detected.textContent).toContain('KES\u00a0120.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('analyses typed text after a pause in typing', async () => {
    await renderModal();
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your expense' }), { target: { value: 'nimenunua chakula 500' } });
    expect(screen.queryByRole('region', { name: 'Detected' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Detected' }, { timeout: 2000 })).toBeTruthy();
  });

  it('offers a spoken savings phrase as a saving and records it as one, never as an expense', async () => {
    setPreferences({ language: 'en', currency: 'KES' });
    respond = () => Promise.resolve(json(EMERGENCY));
    vi.mocked(addSaving).mockImplementation(async (input) => ({
      synced: true,
      saving: { ...input, id: 's1', createdAt: '', pending: false },
    }));
    const { mic, onClose } = await renderModal();
    fireEvent.click(mic());
    act(() => sessions[0]?.say('save 1000 for emergency', true));
    act(() => sessions[0]?.onend?.());
    const detected = await screen.findByRole('region', { name: 'Detected' }, { timeout: 3000 });
    for (const text of ['Saving', 'Savings for emergency', 'KES\u00a01,000.00', 'Goal type', 'Emergency', 'Goal name', 'emergency']) {
      expect(detected.textContent).toContain(text);
    }
    expect(detected.textContent).not.toContain('Other');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addSaving).toHaveBeenCalledWith({
      description: 'Savings for emergency',
      amount: '1000.00',
      currency: 'KES',
      goalType: 'emergency',
      goalName: 'emergency',
      language: 'en',
      originalText: 'save 1000 for emergency',
    });
    expect(addExpense).not.toHaveBeenCalled();
    expect((await screen.findByRole('status')).textContent).toBe('Savings addedSavings for emergency · KES\u00a01,000.00');
  });

  it('hears a typed savings phrase as a saving with the phone’s parser when offline from the server', async () => {
    respond = () => Promise.reject(new TypeError('Failed to fetch'));
    vi.mocked(addSaving).mockImplementation(async (input) => ({ synced: false, saving: { ...input, id: 's1', createdAt: '', pending: true } }));
    const { onClose } = await renderModal();
    const field = screen.getByRole('textbox', { name: 'Type your expense' });
    fireEvent.change(field, { target: { value: 'weka akiba 1000 kwa dharura' } });
    fireEvent.submit(field);
    const detected = await screen.findByRole('region', { name: 'Detected' }, { timeout: 4000 });
    expect(detected.textContent).toContain('Saving');
    expect(detected.textContent).toContain('Emergency');
    expect(detected.textContent).toContain('dharura');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addSaving).toHaveBeenCalledWith(expect.objectContaining({ amount: '1000.00', currency: 'KES', goalType: 'emergency', goalName: 'dharura', language: 'sw' }));
    expect(addExpense).not.toHaveBeenCalled();
    expect((await screen.findByRole('status')).textContent).toBe('Savings added offlineYour savings have been saved locally and will sync when online.');
  });

  it('still records an expense phrase the server calls an expense as an expense', async () => {
    respond = () => Promise.resolve(json({ ...CHAKULA, currency: 'KES', kind: 'expense', saving: null }));
    vi.mocked(addExpense).mockImplementation(async (input) => ({ synced: true, expense: { ...input, id: 'e1', createdAt: '', updatedAt: '', pending: false } }));
    const { onClose } = await speakChakula();
    expect(screen.getByRole('region', { name: 'Detected' }).textContent).not.toContain('Saving');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addExpense).toHaveBeenCalledWith(expect.objectContaining({ description: 'Chakula', amount: '500.00', category: 'food' }));
    expect(addSaving).not.toHaveBeenCalled();
  });

  it('disables the mic and says so where the browser has no recogniser', async () => {
    delete window.webkitSpeechRecognition;
    await renderModal();
    expect(screen.getByText('Voice input not supported in this browser')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voice input not supported in this browser' })).toHaveProperty('disabled', true);
  });

  it('shows a recognition error in red', async () => {
    const { mic } = await renderModal();
    fireEvent.click(mic());
    act(() => sessions[0]?.onerror?.({ error: 'no-speech' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Speech recognition error: no-speech');
    expect(within(alert).getByText('Speech recognition error: no-speech').className).toContain('text-red-600');
    expect(mic().getAttribute('aria-label')).toBe('Start voice input');
  });

  it('starts with the focus on the mic, or on the text field where there is no recogniser', async () => {
    const { mic } = await renderModal();
    expect(document.activeElement).toBe(mic());
    cleanup();
    delete window.webkitSpeechRecognition;
    await renderModal();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Type your expense' }));
  });

  it.each(['not-allowed', 'service-not-allowed'])('says how to allow a blocked microphone (%s), shows the mic blocked and moves to typing', async (code) => {
    const { mic } = await renderModal();
    fireEvent.click(mic());
    act(() => sessions[0]?.onerror?.({ error: code }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`Speech recognition error: ${code}`);
    expect(alert.textContent).toContain('allow the microphone for this site in your browser’s site settings');
    expect(alert.textContent).toContain('or type your expense below');
    const blocked = screen.getByRole('button', { name: 'Microphone blocked, try again' });
    expect(blocked).toHaveProperty('disabled', false);
    expect(screen.getByText('Microphone blocked')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Type your expense' }));
    // Allowed in the site settings, a tap tries again.
    fireEvent.click(blocked);
    expect(sessions).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a phrase without an amount as "No amount yet", not as Detected, and will not add it', async () => {
    respond = () => Promise.resolve(json({ ...CHAKULA, amount: null, confidence: 0.4 }));
    await renderModal();
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your expense' }), { target: { value: 'chakula' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Type your expense' }));
    const noAmount = await screen.findByRole('region', { name: 'No amount yet' }, { timeout: 3000 });
    expect(noAmount.textContent).toContain('No amount heard');
    expect(noAmount.textContent).toContain('Say or type the amount too.');
    expect(noAmount.className).toContain('bg-amber-50');
    expect(noAmount.querySelector('h3 svg')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Detected' })).toBeNull();
    expect(confirmButton()).toHaveProperty('disabled', true);
  });

  it('keeps a tap made before the voice machine has loaded, and listens once it has', async () => {
    const client = createApolloClient({ uri: 'http://sauti.test/graphql', fetch: () => respond() });
    render(<AddExpenseModal onClose={vi.fn()} loadClient={async () => client} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start voice input' }));
    await waitFor(() => expect(sessions).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Stop listening' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Cancel stops listening and closes', async () => {
    const { mic, onClose } = await renderModal();
    fireEvent.click(mic());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessions[0]?.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });
});
