import { describe, expect, it } from 'vitest';
import { PROJECTIONS } from '../../projections/all.ts';
import { auditProjection } from '../../projections/audit.ts';
import { callerAt, createUserFor, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { createMemorySender } from '../../test/support/codes.ts';
import { recordExpense } from '../commands/expenses.ts';
import { updateSettings } from '../commands/users.ts';
import type { Caller } from '../context.ts';
import { weekExpenses } from '../queries/expenses.ts';
import { currentUser, userHistory } from '../queries/users.ts';
import { requestLoginCode, verifyLoginCode } from './login.ts';
import { mergeAnonymousUser } from './merge.ts';

const NOW = '2026-11-21T09:00:00.000Z';

describe.each(databaseBackends())('signing in on $name', (backend) => {
  const sender = createMemorySender();
  const fixture = useTestApp(backend, { codeSender: sender });

  async function device(timeZone = 'Africa/Nairobi'): Promise<Caller> {
    const caller = callerAt(NOW, timeZone);
    await createUserFor(fixture.app, caller);
    return caller;
  }
  async function verify(caller: Caller, phone: string, settings: { language?: string; currency?: string } = {}) {
    await requestLoginCode(fixture.app, caller, { phone, country: 'KE' });
    return verifyLoginCode(fixture.app, caller, { phone, country: 'KE', code: sender.lastCode(phone), ...settings });
  }
  const types = async (userId: string) => (await userHistory(fixture.app, userId)).map((event) => event.type);
  const descriptions = async (caller: Caller) => (await weekExpenses(fixture.app, caller)).map((expense) => expense.description).sort();

  it('gives a second number on a device that already has one a user of its own, moving nothing', async () => {
    const caller = await device();
    await recordExpense(fixture.app, caller, { description: 'Rent', amount: '9000', currency: 'KES', category: 'bills' });
    await verify(caller, '+254711100001');
    const second = await verify(caller, '+254711100002');
    expect(second.id).not.toBe(caller.userId);
    expect(second.username).toBe('+254711100002');
    expect(await types(second.id)).toEqual(['UserCreated', 'PhoneVerified']);
    expect(await descriptions(caller)).toEqual(['Rent']);
    expect(await descriptions({ ...caller, userId: second.id })).toEqual([]);
  });

  it("switches a device with its own number to a known number's user without merging", async () => {
    const owner = await device();
    await verify(owner, '+254711100003');
    const other = await device();
    await verify(other, '+254711100004');
    const switched = await verify(other, '+254711100003');
    expect(switched.id).toBe(owner.userId);
    expect(other.session).toMatchObject({ userId: owner.userId });
    expect(await types(owner.userId)).toEqual(['UserCreated', 'PhoneVerified']);
    expect(await types(other.userId)).toEqual(['UserCreated', 'PhoneVerified']);
  });

  it("seeds a new number's account with the device's voice language and currency; a known number keeps its own", async () => {
    const phone = await device();
    const first = await verify(phone, '+254711100006', { language: 'sw', currency: 'KES' });
    expect(first).toMatchObject({ language: 'sw', currency: 'KES' });
    const laptop = await device('Asia/Kolkata');
    const again = await verify(laptop, '+254711100006', { language: 'hi', currency: 'INR' });
    expect(again).toMatchObject({ id: first.id, language: 'sw', currency: 'KES' });
    expect(await types(first.id)).toEqual(['UserCreated', 'PhoneVerified', 'UserSettingsChanged', 'AnonymousUserMerged']);
  });

  it("starts a new number's account as this phone: its chosen settings and the time zone's suggested language", async () => {
    const phone = await device();
    await updateSettings(fixture.app, phone, phone.userId, { savingsNotifications: false, monthlySavingsGoal: '2500', currency: 'TZS' });
    // Swahili was never chosen on the server: the phone's time zone suggested it, and Home spoke it.
    const account = await verify(phone, '+254711100008', { language: 'sw', currency: 'TZS' });
    expect(account).toMatchObject({ id: phone.userId, language: 'sw', currency: 'TZS', savingsNotifications: false, monthlySavingsGoal: '2500.00' });
  });

  it('refuses a device language it does not know, naming the field', async () => {
    const phone = await device();
    await requestLoginCode(fixture.app, phone, { phone: '+254711100007', country: 'KE' });
    await expect(verifyLoginCode(fixture.app, phone, { phone: '+254711100007', country: 'KE', code: sender.lastCode('+254711100007'), language: 'xx' }))
      .rejects.toThrow(/language/);
  });

  it('keeps a merged expense on its local day and runs again without duplicating anything', async () => {
    const owner = await device('Asia/Kolkata');
    await verify(owner, '+254711100005');
    // 19:00 UTC is 00:30 on the 22nd in Kolkata but 22:00 on the 21st in Nairobi.
    const laptop = { ...(await device('Asia/Kolkata')), now: new Date('2026-11-21T19:00:00.000Z') };
    const { expense } = await recordExpense(fixture.app, laptop, { description: 'Late dosa', amount: '80', currency: 'INR', category: 'food' });
    expect(expense.localDay).toBe('2026-11-22');
    // The laptop has since travelled: it verifies from Nairobi.
    await verify({ ...laptop, now: new Date(NOW), timeZone: 'Africa/Nairobi' }, '+254711100005');
    const ownerLater = { ...owner, now: new Date('2026-11-22T05:00:00.000Z') };
    const [moved] = await weekExpenses(fixture.app, ownerLater);
    expect(moved).toMatchObject({ description: 'Late dosa', amount: '80.00', localDay: '2026-11-22', createdAt: expense.createdAt });
    expect(moved?.id).toBe(expense.id);

    await mergeAnonymousUser(fixture.app, laptop, laptop.userId, owner.userId);
    await fixture.app.runner.catchUp();
    expect(await weekExpenses(fixture.app, ownerLater)).toHaveLength(1);
    expect(await types(owner.userId)).toEqual(['UserCreated', 'PhoneVerified', 'AnonymousUserMerged']);
    expect((await currentUser(fixture.app, owner)).username).toBe('+254711100005');
    for (const projection of PROJECTIONS) expect((await auditProjection(fixture.db, projection)).differences).toEqual([]);
  });
});
