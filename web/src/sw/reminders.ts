// The daily bills reminder, all in the service worker: the page posts what it has when the app opens,
// and periodic background sync (where the browser has it) asks the server on other days. One local
// notification a day at most, for bills due today or overdue; nothing is pushed from a server.
// sw.js must be self-contained, so nothing here is shared with the app's chunks (the page imports types only).

/** The part of CacheStorage used here, so tests hand in a plain in-memory one. */
export interface ReminderCaches {
  open(name: string): Promise<Pick<Cache, 'put' | 'match'>>;
}

/** What a notification shows; `tag` makes a newer one replace an older one instead of piling up. */
export interface Reminder {
  title: string;
  body: string;
  tag: string;
}

export interface DueToday {
  name: string;
  dueDate: string;
}

/** What the page posts to the worker: on opening, the bills it holds; when reminders are turned off, stop. */
export type ReminderMessage =
  | { type: 'sauti-bills-remind'; title: string; today: string; bills: DueToday[] }
  | { type: 'sauti-bills-stop' };

const REMINDER_CACHE = 'sauti-reminders';
export const PERIODIC_SYNC_TAG = 'sauti-bills';
const REMINDED_ON = '/reminded-on';
const TITLE = '/title';
const TAG = 'sauti-bills';

async function read(caches: ReminderCaches, key: string): Promise<string | null> {
  const hit = await (await caches.open(REMINDER_CACHE)).match(key);
  return hit ? hit.text() : null;
}

async function write(caches: ReminderCaches, key: string, value: string): Promise<void> {
  await (await caches.open(REMINDER_CACHE)).put(key, new Response(value));
}

/** The page keeps the title in the person's language here, for the worker, which has no catalogs. */
export const rememberTitle = (caches: ReminderCaches, title: string) => write(caches, TITLE, title);

/**
 * Today's reminder, or null: nothing due today or overdue, or already reminded today. Marks today
 * as reminded when it answers one, so page and worker never both notify.
 */
export async function reminderFor(caches: ReminderCaches, bills: readonly DueToday[], today: string, title?: string): Promise<Reminder | null> {
  const due = bills.filter((bill) => bill.dueDate <= today);
  if (due.length === 0 || (await read(caches, REMINDED_ON)) === today) return null;
  await write(caches, REMINDED_ON, today);
  // The person's own bill names and their days: no sentence to translate, so the worker can write it too.
  const body = due.map((bill) => `${bill.name} · ${bill.dueDate}`).join('\n');
  return { title: title ?? (await read(caches, TITLE)) ?? 'Bills due', body, tag: TAG };
}

/** The bills the server lists as due today or overdue, as the worker asks for them (the page reads its local copy). */
export async function fetchDueToday(fetcher: (input: string, init: RequestInit) => Promise<Response>, timeZone: string): Promise<DueToday[]> {
  const response = await fetcher('/api/subscriptions/due?days=0', { credentials: 'same-origin', headers: { 'x-time-zone': timeZone } });
  if (!response.ok) return [];
  const body: unknown = await response.json();
  if (!Array.isArray(body)) return [];
  return body.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null || !('name' in row) || !('dueDate' in row)) return [];
    const { name, dueDate } = row;
    return typeof name === 'string' && typeof dueDate === 'string' ? [{ name, dueDate }] : [];
  });
}

/** Today in a time zone, YYYY-MM-DD (the app's domain/dates.ts cannot be bundled into sw.js). */
export const dayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export function isReminderMessage(data: unknown): data is ReminderMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'sauti-bills-stop') return true;
  return data.type === 'sauti-bills-remind' && 'title' in data && typeof data.title === 'string' && 'today' in data
    && typeof data.today === 'string' && 'bills' in data && Array.isArray(data.bills);
}

/** What the worker needs of its registration: notifications, and periodic sync where the browser has it. */
export interface ReminderWorker {
  caches: ReminderCaches;
  notify(reminder: Reminder): Promise<void>;
  periodicSync: { register(tag: string, options: { minInterval: number }): Promise<unknown>; unregister(tag: string): Promise<unknown> } | null;
}

const DAY_MS = 86_400_000;

/** The page's message: today's reminder, and the daily check registered (refused where not granted); or stop. */
export async function onReminderMessage(message: ReminderMessage, worker: ReminderWorker): Promise<void> {
  if (message.type === 'sauti-bills-stop') {
    await worker.periodicSync?.unregister(PERIODIC_SYNC_TAG).catch(() => undefined);
    return;
  }
  await rememberTitle(worker.caches, message.title);
  const reminder = await reminderFor(worker.caches, message.bills, message.today, message.title);
  if (reminder) await worker.notify(reminder);
  await worker.periodicSync?.register(PERIODIC_SYNC_TAG, { minInterval: DAY_MS }).catch(() => undefined);
}
