// Whether the server looks reachable: navigator.onLine and its events, corrected by what our own
// requests saw (a phone on a captive portal or a dead link says "online" while nothing gets through).
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** The last request's verdict; cleared when the browser reports a new connection. */
let requestsFailing = false;

const browserOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);

function publish(): void {
  for (const listener of listeners) listener();
}

export function isOnline(): boolean {
  return browserOnline() && !requestsFailing;
}

/** Called by the transport after every request: a network failure marks us offline until one succeeds. */
export function reportRequest(outcome: 'reached' | 'unreachable'): void {
  const failing = outcome === 'unreachable';
  if (failing === requestsFailing) return;
  requestsFailing = failing;
  publish();
}

let listening = false;

function listenToBrowser(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    // A new connection deserves a fresh try; the sync engine flushes on the same event.
    requestsFailing = false;
    publish();
  });
  window.addEventListener('offline', publish);
}

function subscribe(listener: () => void): () => void {
  listenToBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows navigator.onLine, the online/offline events and failed requests. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
