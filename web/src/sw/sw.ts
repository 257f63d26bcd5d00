// The service worker's entry: wires install, activate and fetch to shell.ts, and the daily bills
// reminder (periodic background sync, notification taps) to reminders.ts. Built to /sw.js by
// web/build/serviceWorker.ts, which replaces the build placeholder below with the precache list.
import type { Reminder, ReminderWorker } from './reminders.ts';
import { dayIn, fetchDueToday, isReminderMessage, onReminderMessage, PERIODIC_SYNC_TAG, reminderFor } from './reminders.ts';
import type { ShellBuild } from './shell.ts';
import { precache, removeOldShells, respond } from './shell.ts';

// Replaced at build time with {"version": ..., "precache": [...]}; the string form is the placeholder.
const BUILD_JSON = '__SAUTI_SHELL_BUILD__';

function readBuild(json: string): ShellBuild {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || !('precache' in parsed)) {
    throw new Error('sw.js was built without its precache list');
  }
  const { version, precache: list } = parsed;
  if (typeof version !== 'string' || !Array.isArray(list)) throw new Error('sw.js has a malformed precache list');
  return { version, precache: list.filter((url): url is string => typeof url === 'string') };
}

// The DOM lib types `self` as a Window and the webworker lib cannot be loaded beside it, so the
// worker-only members are checked at run time instead of declared.
interface Waitable extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface Fetching extends Waitable {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface Syncing extends Waitable {
  tag: string;
}
const isWaitable = (event: Event): event is Waitable => 'waitUntil' in event;
const isSyncing = (event: Event): event is Syncing => isWaitable(event) && 'tag' in event && typeof event.tag === 'string';
const isFetching = (event: Event): event is Fetching => isWaitable(event) && 'respondWith' in event && 'request' in event;

function claimClients(): Promise<void> {
  const clients: unknown = Reflect.get(globalThis, 'clients');
  if (typeof clients === 'object' && clients !== null && 'claim' in clients && typeof clients.claim === 'function') {
    return Promise.resolve(clients.claim.call(clients));
  }
  return Promise.resolve();
}

const build = readBuild(BUILD_JSON);
const fetcher = (request: Request) => fetch(request);

addEventListener('install', (event) => {
  // No skipWaiting: a new build waits until every tab of the old one is closed, so a running page
  // never loses the lazy chunks of its own build halfway through.
  if (isWaitable(event)) event.waitUntil(precache(caches, build, location.origin, fetcher));
});

addEventListener('activate', (event) => {
  if (isWaitable(event)) event.waitUntil(Promise.all([removeOldShells(caches, build), claimClients()]));
});

addEventListener('fetch', (event) => {
  if (!isFetching(event)) return;
  const response = respond(event.request, location.origin, caches, build, fetcher);
  if (response !== null) event.respondWith(response);
});

/** This worker's registration, for notifications and periodic sync; null outside a worker. */
function reminderWorker(): ReminderWorker | null {
  const registration: unknown = Reflect.get(globalThis, 'registration');
  if (!(registration instanceof ServiceWorkerRegistration)) return null;
  const manager: unknown = Reflect.get(registration, 'periodicSync');
  const can = (name: string) => typeof manager === 'object' && manager !== null && typeof Reflect.get(manager, name) === 'function';
  const call = (name: string, ...args: unknown[]): Promise<unknown> => Promise.resolve(Reflect.apply(Reflect.get(Object(manager), name), manager, args));
  return {
    caches,
    notify: ({ title, body, tag }: Reminder) => registration.showNotification(title, { body, tag }),
    periodicSync: can('register') && can('unregister')
      ? { register: (tag, options) => call('register', tag, options), unregister: (tag) => call('unregister', tag) }
      : null,
  };
}

/** Periodic background sync (where the browser has it, and only as often as it allows): today's bills reminder. */
async function remindOfBills(): Promise<void> {
  const worker = reminderWorker();
  if (worker === null) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const reminder = await reminderFor(caches, await fetchDueToday((input, init) => fetch(input, init), zone), dayIn(zone));
  if (reminder) await worker.notify(reminder);
}

/** A tap on the reminder: the app's open window if there is one, else a new one at Home. */
async function openHome(): Promise<void> {
  const clients: unknown = Reflect.get(globalThis, 'clients');
  if (typeof clients !== 'object' || clients === null || !('matchAll' in clients) || typeof clients.matchAll !== 'function') return;
  const windows: unknown = await clients.matchAll.call(clients, { type: 'window' });
  const open = Array.isArray(windows) ? windows.find((client: unknown) => typeof client === 'object' && client !== null && 'focus' in client) : undefined;
  if (open && typeof open.focus === 'function') await open.focus.call(open);
  else if ('openWindow' in clients && typeof clients.openWindow === 'function') await clients.openWindow.call(clients, '/');
}

addEventListener('periodicsync', (event) => {
  if (isSyncing(event) && event.tag === PERIODIC_SYNC_TAG) event.waitUntil(remindOfBills().catch(() => undefined));
});

addEventListener('message', (event) => {
  const data: unknown = Reflect.get(event, 'data');
  const worker = reminderWorker();
  if (!isWaitable(event) || !isReminderMessage(data) || worker === null) return;
  event.waitUntil(onReminderMessage(data, worker).catch(() => undefined));
});

addEventListener('notificationclick', (event) => {
  if (!isWaitable(event)) return;
  const notification: unknown = Reflect.get(event, 'notification');
  if (notification instanceof Notification) notification.close();
  event.waitUntil(openHome());
});
