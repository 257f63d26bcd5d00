// The app's offline bootstrap: the one sync engine and what wakes it (start-up, coming back online,
// the tab shown again, each local write in expenses.ts), and the service worker. Tests build their own.
import { toast } from '../ui/toast.tsx';
import { getPreferences } from '../user/preferences.ts';
import { database, loadDbModule } from './database.ts';
import { outboxKind } from './outbox.ts';
import type { SyncEngine } from './sync.ts';
import { createSyncEngine } from './sync.ts';
import { createFetchTransport } from './transport.ts';

let engine: SyncEngine | null = null;

/** Builds the engine on first use, once Dexie has loaded; callers see a ready engine either way. */
function deferredEngine(make: () => Promise<SyncEngine>): SyncEngine {
  let real: Promise<SyncEngine> | null = null;
  const get = () => (real ??= make());
  return {
    flush: async (options) => (await get()).flush(options),
    settle: async (commandId, timeoutMs) => (await get()).settle(commandId, timeoutMs),
    stop: () => void get().then((ready) => ready.stop()),
  };
}

export function syncEngine(): SyncEngine {
  engine ??= deferredEngine(async () =>
    createSyncEngine({
      db: await database(),
      transport: createFetchTransport(),
      locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
      // navigator.onLine false is reliable (no network at all); true may still fail, and then we back off.
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
      // What the person reads of a queued write refused: its kind's words (outbox.ts).
      onRefused: ({ entry, message }) => toast({ ...outboxKind(entry.kind).refused(entry.input, message), variant: 'destructive' }),
    }),
  );
  return engine;
}

/** Tests of expenses.ts swap the engine; the app never calls this. */
export function setSyncEngineForTests(replacement: SyncEngine | null): void {
  engine?.stop();
  engine = replacement;
}

/** Runs once the page has loaded, so neither competes with the first paint for a slow link. */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function registerServiceWorker(): void {
  // Production builds only: the dev server has no /sw.js.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // updateViaCache 'none': the browser always asks the server for a new sw.js, never its HTTP cache.
  navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
    // Without a worker the app still runs online; only the offline start is lost.
    console.warn('Service worker registration failed', error);
  });
}

/** What the app has done once a write reached the server, given by main.tsx: features run here without the offline layer importing them. */
export interface AfterSync {
  /** An expense was recorded (Insights checks the budgets). */
  expenseRecorded?: () => void;
}

let started = false;
let afterSync: AfterSync = {};

/** The app's follow-ups (none in tests, which never start the app). */
export const followUps = (): AfterSync => afterSync;

/** Called once from main.tsx. Local reads need none of this: the list shows from IndexedDB at once. */
export function startOffline(follow: AfterSync = {}): void {
  if (started) return;
  started = true;
  afterSync = follow;
  // A new visitor sees the first-run flow, not Home: a new device has nothing queued or to pull
  // yet, so Dexie and sync wait for Home (its reads load Dexie; login refreshes) and stay off the
  // slow first paint. A returning visitor's list follows the first paint closely instead.
  const returning = getPreferences().onboardingComplete;
  if (returning) loadDbModule().catch(() => undefined);
  const wake = () => void syncEngine().flush({ pull: true });
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });
  afterLoad(() => {
    // Pull the week and push what earlier visits left queued, then install the offline shell.
    if (returning) wake();
    registerServiceWorker();
  });
}
