// The preview's request over GraphQL: the server's dry run becomes rows, a refusal the person must hear
// (too many messages, too many new users) is said in our words, and no answer falls back to the phone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefusedError } from '../offline/writeErrors.ts';
import { previewMessages } from './api.ts';

const TEXT = 'QGH7ABC123 Confirmed. Ksh500.00 paid to NAIVAS WESTLANDS on 12/3/24 at 1:05 PM.';

const answering = (body: object) => {
  const fetch = vi.fn(async (_input: string, _init: RequestInit) => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const refusal = (code: string, extensions: object = {}) => ({ errors: [{ message: `refused: ${code}`, extensions: { code, ...extensions } }], data: null });

afterEach(() => vi.unstubAllGlobals());

describe('the server’s preview', () => {
  it('asks for a dry run and reads its rows with their message and role', async () => {
    const fetch = answering({ data: { result: {
      imported: [{ description: 'NAIVAS', amount: '500.00', currency: 'KES', category: 'food', spentAt: '2024-03-12T10:05:00.000Z', source: { message: 0, role: 'payment' } }],
      duplicates: [], reversed: [], skipped: [{ message: 1, text: 'OTP 1', reason: 'otp' }], notUnderstood: [],
    } } });
    const preview = await previewMessages(TEXT, 'en');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body)).variables).toEqual({ text: TEXT });
    expect(preview.checkedBy).toBe('server');
    expect(preview.rows).toEqual([{
      key: '0:payment', message: 0, role: 'payment', description: 'NAIVAS', amount: '500.00', currency: 'KES', category: 'food', spentAt: '2024-03-12T10:05:00.000Z',
    }]);
    expect(preview.skipped).toEqual([{ message: 1, text: 'OTP 1', reason: 'otp' }]);
  });

  it('says a refusal over the limits in its own words, and a rate limit as the server wrote it', async () => {
    answering(refusal('PAYLOAD_TOO_LARGE', { reason: 'importTooMany', values: { count: 600, limit: 500 } }));
    await expect(previewMessages(TEXT, 'en')).rejects.toEqual(new RefusedError('600 messages are too many for one import: at most 500 at once', 'PAYLOAD_TOO_LARGE'));
    answering(refusal('RATE_LIMITED'));
    await expect(previewMessages(TEXT, 'en')).rejects.toEqual(new RefusedError('refused: RATE_LIMITED', 'RATE_LIMITED'));
  });

  it('parses on the phone when the server cannot be reached or cannot answer now', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect((await previewMessages(TEXT, 'en')).checkedBy).toBe('device');
    answering(refusal('INTERNAL_SERVER_ERROR'));
    expect((await previewMessages(TEXT, 'en')).checkedBy).toBe('device');
  });

  it('names a fee line in the person\'s language when the phone reads it offline (issue 33, point 12)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const withFee = 'QGH7ABC124 Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account 54404123456 on 12/3/24 at 7:30 AM New M-PESA balance is Ksh2,100.00. Transaction cost, Ksh23.00.';
    const fees = async (language: 'sw' | 'en') => (await previewMessages(withFee, language)).rows.filter((row) => row.role === 'fee').map((row) => row.description);
    expect(await fees('sw')).toEqual(['Gharama ya muamala ya M-Pesa']);
    expect(await fees('en')).toEqual(['M-Pesa transaction cost']);
  });
});
