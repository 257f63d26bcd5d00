// analyzeExpense against a real Apollo Client over a fake fetch: the server's answer when it is
// complete, the phone's parser when the call fails, times out or hears no amount — silently.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../../domain/dates.ts';
import { createApolloClient } from '../apollo.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { analyzeExpense } from './analyze.ts';

function clientAnswering(respond: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => respond());
  return { client: createApolloClient({ uri: 'http://sauti.test/graphql', fetch }), fetch };
}

const answer = (analysis: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify({ data: { analyzeExpense: analysis } }), { headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('analyzeExpense', () => {
  it('uses the server’s answer when it has an amount and a description', async () => {
    const { client, fetch } = clientAnswering(
      answer({ __typename: 'ExpenseAnalysis', description: 'Chakula', amount: '500.00', category: 'food', confidence: 0.95, currency: null }),
    );
    expect(await analyzeExpense(client, 'nimenunua chakula 500', 'sw')).toEqual({
      description: 'Chakula',
      amount: '500.00',
      category: 'food',
      confidence: 0.95,
    });
    const body: unknown = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ variables: { text: 'nimenunua chakula 500', language: 'sw' } });
  });

  it('sends the person\'s currency for a phrase that names none', async () => {
    const { client, fetch } = clientAnswering(
      answer({ __typename: 'ExpenseAnalysis', description: 'Chai', amount: '50.00', category: 'food', confidence: 0.9, currency: 'UGX' }),
    );
    expect(await analyzeExpense(client, 'chai 50', 'sw', { currency: 'UGX' })).toMatchObject({ currency: 'UGX' });
    const body: unknown = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ variables: { text: 'chai 50', language: 'sw', currency: 'UGX' } });
  });

  it('keeps the currency a phrase named, from the server or from the phone\'s parser', async () => {
    const { client } = clientAnswering(
      answer({ __typename: 'ExpenseAnalysis', description: 'Bread', amount: '2000.00', category: 'food', confidence: 0.9, currency: 'NGN' }),
    );
    expect(await analyzeExpense(client, 'bread ₦2,000', 'en')).toMatchObject({ amount: '2000.00', currency: 'NGN' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await analyzeExpense(client, 'ऑटो ₹120', 'hi')).toMatchObject({ amount: '120.00', currency: 'INR' });
    expect(await analyzeExpense(client, 'ऑटो 120', 'hi')).not.toHaveProperty('currency');
  });

  it('falls back to the local parser, with only a console warning, when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await analyzeExpense(client, 'ऑटो 120', 'hi')).toMatchObject({ description: 'ऑटो', amount: '120.00', category: 'transport' });
    expect(warn).toHaveBeenCalledWith('analyzeExpense failed; using the local parser', expect.any(Error));
  });

  it('falls back when the server heard no amount', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientAnswering(
      answer({ __typename: 'ExpenseAnalysis', description: 'Chakula', amount: null, category: 'food', confidence: 0.2 }),
    );
    // The phone's parser hears no amount either: the answer says so instead of inventing 0.
    expect(await analyzeExpense(client, 'nimenunua chakula', 'sw')).toMatchObject({ description: 'Chakula', amount: null });
  });

  it('falls back when the server is too slow', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientAnswering(() => new Promise<Response>(() => undefined));
    expect(await analyzeExpense(client, 'nimenunua chakula 500', 'sw', { timeoutMs: 20 })).toMatchObject({ amount: '500.00', category: 'food' });
  });

  it('does not ask the server while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client, fetch } = clientAnswering(answer(null));
    expect(await analyzeExpense(client, 'nimenunua chakula 500', 'sw')).toMatchObject({ amount: '500.00' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the server’s saving with its own amount, goal type and goal name', async () => {
    const { client } = clientAnswering(
      answer({
        __typename: 'ExpenseAnalysis', description: 'Save for emergency', amount: '1000.00', category: 'other', confidence: 0.63, currency: 'KES', kind: 'saving',
        saving: { __typename: 'SavingAnalysis', description: 'Savings for emergency', amount: '1000.00', goalType: 'emergency', goalName: 'emergency' },
      }),
    );
    expect(await analyzeExpense(client, 'save 1000 for emergency', 'en')).toEqual({
      description: 'Savings for emergency',
      amount: '1000.00',
      category: 'other',
      confidence: 0.63,
      currency: 'KES',
      saving: { goalType: 'emergency', goalName: 'emergency' },
    });
  });

  it('hears a saving with the phone’s savings parser, and an expense stays an expense', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client } = clientAnswering(answer(null));
    expect(await analyzeExpense(client, 'weka akiba 1000 kwa dharura', 'sw')).toMatchObject({
      description: 'Savings for dharura',
      amount: '1000.00',
      saving: { goalType: 'emergency', goalName: 'dharura' },
    });
    expect(await analyzeExpense(client, 'nimenunua chakula 500', 'sw')).not.toHaveProperty('saving');
  });

  it('keeps the day the server heard, and a phrase without one has none', async () => {
    const { client } = clientAnswering(
      answer({ __typename: 'ExpenseAnalysis', description: 'Chakula', amount: '500.00', category: 'food', confidence: 0.95, currency: null, day: '2026-11-25' }),
    );
    expect(await analyzeExpense(client, 'nimenunua chakula 500 jana', 'sw')).toMatchObject({ description: 'Chakula', day: '2026-11-25' });
    const { client: plain } = clientAnswering(
      answer({ __typename: 'ExpenseAnalysis', description: 'Chakula', amount: '500.00', category: 'food', confidence: 0.95, currency: null, day: null }),
    );
    expect(await analyzeExpense(plain, 'nimenunua chakula 500', 'sw')).not.toHaveProperty('day');
  });

  it('hears the day offline with the phone’s parser, counted back from the phone’s own today', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client } = clientAnswering(answer(null));
    const yesterday = () => addDays(localDay(new Date(), deviceTimeZone()), -1);
    const before = yesterday();
    const analysis = await analyzeExpense(client, 'nimenunua chakula 500 jana', 'sw');
    // A midnight may pass while the parser loads; either side of it is right.
    expect([before, yesterday()]).toContain(analysis.day);
    expect(analysis).toMatchObject({ description: 'Chakula', amount: '500.00', category: 'food' });
    expect(await analyzeExpense(client, 'nimenunua chakula 500', 'sw')).not.toHaveProperty('day');
  });

  it('offers the server’s money lent with its person and direction, never as an expense', async () => {
    const { client } = clientAnswering(
      answer({
        __typename: 'ExpenseAnalysis', description: 'Juma', amount: '500.00', category: 'other', confidence: 0.6, currency: 'KES', kind: 'iou', saving: null,
        iou: { __typename: 'IouAnalysis', direction: 'lent', person: 'Juma', amount: '500.00' },
      }),
    );
    expect(await analyzeExpense(client, 'nimemkopesha Juma 500', 'sw')).toEqual({
      description: 'Juma', amount: '500.00', category: 'other', confidence: 0.6, currency: 'KES', iou: { direction: 'lent', person: 'Juma' },
    });
  });

  it('hears money borrowed with the phone’s parser offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client } = clientAnswering(answer(null));
    expect(await analyzeExpense(client, 'nimekopa 200 kwa Amina', 'sw')).toMatchObject({
      amount: '200.00', iou: { direction: 'borrowed', person: 'Amina' },
    });
  });
});
