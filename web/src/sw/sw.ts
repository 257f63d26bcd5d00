// The service worker's entry: wires install, activate and fetch to shell.ts. Built to /sw.js by
// web/build/serviceWorker.ts, which replaces the build placeholder below with the precache list.
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
const isWaitable = (event: Event): event is Waitable => 'waitUntil' in event;
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
