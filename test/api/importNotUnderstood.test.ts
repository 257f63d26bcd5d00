// Issue 26 over both transports: a message with money that no wording reads comes back as "not
// understood" with the amount and date found, records nothing, and a franc amount is whole francs.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parsePaymentMessage } from '../../domain/payments/index.ts';
import { databaseBackends } from '../support/backends.ts';
import { EXPENSE_FIELDS, eventCount, lunch, serveApi, TIME_ZONE } from './client.ts';

const WAVE = 'Wave: Vous avez payé 12.000F à Auchan Mermoz le 14/03/2024 à 18:40 avec Wave. Nouveau solde : 4.950F.';
const UNCLEAR = 'Orange Money: Operation de 5000 XOF effectuee le 12/03/2024 a 10:00. Ref: OM240312.1000.X11111';
const OTP = 'Votre code de confirmation Orange Money est 784512. Ne le communiquez à personne.';
const paste = (...messages: string[]) => messages.join('\n\n');

const NotUnderstood = z.object({
  message: z.number(), text: z.string(), amount: z.string().nullable(), currency: z.string().nullable(), spentAt: z.string().nullable(),
});
const Answer = z.object({
  imported: z.array(z.object({ description: z.string(), amount: z.string(), currency: z.string() })),
  skipped: z.array(z.object({ message: z.number(), reason: z.string() })),
  notUnderstood: z.array(NotUnderstood),
});

const IMPORT = `mutation($text: String!, $dryRun: Boolean) {
  importMessages(text: $text, dryRun: $dryRun) {
    imported { description amount currency }
    skipped { message reason }
    notUnderstood { message text amount currency spentAt }
  }
}`;

/** The message's own moment in the caller's zone, as the parser reads it. */
const spentAtOf = (text: string) => {
  const parsed = parsePaymentMessage(text, { timeZone: TIME_ZONE, now: new Date() });
  return parsed.kind === 'unclear' ? parsed.spentAt : null;
};

describe.each(databaseBackends())('messages Sauti does not understand, on $name', (backend) => {
  const api = serveApi(backend);

  it('lists a message with money it cannot read, with its amount and date, on both transports, and records only the payment', async () => {
    const user = api.newUser();
    const userId = await user.userId();
    const text = paste(WAVE, UNCLEAR, OTP);
    const expected = {
      imported: [{ description: 'Auchan Mermoz', amount: '12000.00', currency: 'XOF' }],
      skipped: [{ message: 2, reason: 'otp' }],
      notUnderstood: [{ message: 1, text: UNCLEAR, amount: '5000.00', currency: 'XOF', spentAt: spentAtOf(UNCLEAR) }],
    };
    expect(spentAtOf(UNCLEAR)).toMatch(/^2024-03-1[12]T/);
    const dry = Answer.parse((await user.data(IMPORT, { text, dryRun: true })).importMessages);
    expect(dry).toEqual(expected);
    expect(await eventCount(api.db, userId)).toBe(0);

    const answer = await user.rest('POST', '/api/expenses/import', { text });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Answer.parse(answer.body)).toEqual(expected);
    // The message not understood wrote nothing: the same events as importing the Wave payment alone.
    const alone = api.newUser();
    const aloneId = await alone.userId();
    expect((await alone.rest('POST', '/api/expenses/import', { text: WAVE })).status).toBe(200);
    expect(await eventCount(api.db, userId)).toBe(await eventCount(api.db, aloneId));
    expect(await eventCount(api.db, userId)).toBeGreaterThan(0);
  });

  it('lets only its caller import: another user id is 403 and changes nothing', async () => {
    const owner = api.newUser();
    const other = api.newUser();
    const ownerId = await owner.userId();
    await other.userId();
    const refused = await other.rest('POST', '/api/expenses/import', { text: paste(WAVE, UNCLEAR), userId: ownerId });
    expect(refused.status).toBe(403);
    expect(await eventCount(api.db, ownerId)).toBe(0);
  });

  it('takes a franc amount added by hand in whole francs and refuses cents, on record and change, naming the field', async () => {
    const user = api.newUser();
    const cents = await user.rest('POST', '/api/expenses', lunch({ amount: '5000.50', currency: 'XOF' }));
    expect(cents.status).toBe(400);
    expect(cents.body).toMatchObject({ field: 'amount' });
    const refused = await user.error(`mutation($input: RecordExpenseInput!) { recordExpense(input: $input) { id } }`, {
      input: lunch({ amount: '100.25', currency: 'XAF' }),
    });
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    const spentAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    const whole = await user.data(`mutation($input: RecordExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`, {
      input: lunch({ amount: '5000', currency: 'XOF', spentAt, originalText: UNCLEAR }),
    });
    expect(whole.recordExpense).toMatchObject({ amount: '5000.00', currency: 'XOF', createdAt: spentAt });
    const { id } = z.object({ id: z.string() }).parse(whole.recordExpense);
    const changed = await user.rest('PATCH', `/api/expenses/${id}`, { amount: '4999.99' });
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ field: 'amount' });
    expect((await user.rest('PATCH', `/api/expenses/${id}`, { amount: '4500' })).status).toBe(200);
  });
});
