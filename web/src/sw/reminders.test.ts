// The daily reminder's rules without a browser: only bills due today or overdue, at most once a day
// whichever of page and worker asks first, in the title the page left for the worker.
import { describe, expect, it } from 'vitest';
import type { ReminderCaches } from './reminders.ts';
import type { Reminder, ReminderWorker } from './reminders.ts';
import { dayIn, fetchDueToday, isReminderMessage, onReminderMessage, reminderFor, rememberTitle } from './reminders.ts';

function memoryCaches(): ReminderCaches {
  const stores = new Map<string, Map<string, string>>();
  return {
    open: async (name) => {
      const store = stores.get(name) ?? new Map<string, string>();
      stores.set(name, store);
      return {
        put: async (key, response) => void store.set(String(key), await response.text()),
        match: async (key) => {
          const value = store.get(String(key));
          return value === undefined ? undefined : new Response(value);
        },
      };
    },
  };
}

const bills = [{ name: 'Rent', dueDate: '2027-03-01' }, { name: 'Maji', dueDate: '2027-03-02' }, { name: 'Data', dueDate: '2027-03-04' }];

describe('the daily bills reminder', () => {
  it('names the bills due today or overdue, once a day', async () => {
    const caches = memoryCaches();
    expect(await reminderFor(caches, bills, '2027-03-02', 'Bili zinazodaiwa')).toEqual({
      title: 'Bili zinazodaiwa', body: 'Rent · 2027-03-01\nMaji · 2027-03-02', tag: 'sauti-bills',
    });
    expect(await reminderFor(caches, bills, '2027-03-02')).toBeNull();
    expect(await reminderFor(caches, bills, '2027-03-04')).toMatchObject({ body: 'Rent · 2027-03-01\nMaji · 2027-03-02\nData · 2027-03-04' });
  });

  it('says nothing when nothing is due yet', async () => {
    expect(await reminderFor(memoryCaches(), bills, '2027-02-28')).toBeNull();
  });

  it("uses the title the page left, in the person's language, when the worker asks", async () => {
    const caches = memoryCaches();
    await rememberTitle(caches, 'बकाया बिल');
    expect(await reminderFor(caches, bills, '2027-03-01')).toMatchObject({ title: 'बकाया बिल', body: 'Rent · 2027-03-01' });
  });

  it('asks the server in the device zone and keeps only well-formed rows', async () => {
    const asked: { input: string; init: RequestInit }[] = [];
    const due = await fetchDueToday(async (input, init) => {
      asked.push({ input, init });
      return Response.json([{ name: 'Rent', dueDate: '2027-03-01', amount: '1.00' }, { name: 7 }]);
    }, 'Africa/Nairobi');
    expect(due).toEqual([{ name: 'Rent', dueDate: '2027-03-01' }]);
    expect(asked).toEqual([{ input: '/api/subscriptions/due?days=0', init: { credentials: 'same-origin', headers: { 'x-time-zone': 'Africa/Nairobi' } } }]);
    expect(await fetchDueToday(async () => new Response('no', { status: 500 }), 'UTC')).toEqual([]);
  });

  it("acts on the page's message: notifies once, registers the daily check, and stops it when reminders are off", async () => {
    const shown: Reminder[] = [];
    const syncs: string[] = [];
    const worker: ReminderWorker = {
      caches: memoryCaches(),
      notify: async (reminder) => void shown.push(reminder),
      periodicSync: {
        register: async (tag, { minInterval }) => syncs.push(`register ${tag} ${minInterval}`),
        unregister: async (tag) => syncs.push(`unregister ${tag}`),
      },
    };
    const message = { type: 'sauti-bills-remind' as const, title: 'Bills due', today: '2027-03-02', bills };
    await onReminderMessage(message, worker);
    await onReminderMessage(message, worker);
    await onReminderMessage({ type: 'sauti-bills-stop' }, worker);
    expect(shown).toEqual([{ title: 'Bills due', body: 'Rent · 2027-03-01\nMaji · 2027-03-02', tag: 'sauti-bills' }]);
    expect(syncs).toEqual(['register sauti-bills 86400000', 'register sauti-bills 86400000', 'unregister sauti-bills']);
    // Without periodic sync (most browsers) the page's message on opening is all there is.
    await onReminderMessage({ ...message, today: '2027-03-03' }, { ...worker, periodicSync: null });
    expect(shown).toHaveLength(2);
  });

  it('accepts only the messages it knows, and tells the local day of a zone', () => {
    expect(isReminderMessage({ type: 'sauti-bills-stop' })).toBe(true);
    expect(isReminderMessage({ type: 'sauti-bills-remind', title: 'x', today: '2027-03-01', bills: [] })).toBe(true);
    expect(isReminderMessage({ type: 'sauti-bills-remind', title: 'x' })).toBe(false);
    expect(isReminderMessage('skipWaiting')).toBe(false);
    expect(dayIn('Pacific/Kiritimati', new Date('2027-03-01T11:30:00Z'))).toBe('2027-03-02');
    expect(dayIn('Pacific/Pago_Pago', new Date('2027-03-01T11:30:00Z'))).toBe('2027-03-01');
  });
});
