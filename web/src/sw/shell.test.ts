// The service worker's decisions without a browser: what is precached, what is answered from the
// cache (the shell for every navigation), and what is always left to the network.
import { describe, expect, it } from 'vitest';
import type { Caches, ShellBuild } from './shell.ts';
import { cacheName, isLiveData, precache, removeOldShells, respond } from './shell.ts';

const ORIGIN = 'https://sauti.test';
const build: ShellBuild = { version: 'v2', precache: ['/index.html', '/assets/index-abc.js', '/manifest.webmanifest'] };

/** Just enough CacheStorage for shell.ts: named caches of URL → Response. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), ORIGIN).pathname;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const cache: Pick<Cache, 'put' | 'match'> = {
      put: async (request, response) => void store.set(keyOf(request), response),
      match: async (request) => store.get(keyOf(request))?.clone(),
    };
    return cache;
  };
  const caches: Caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name) => stores.delete(name),
    match: async (request) => {
      for (const store of stores.values()) {
        const hit = store.get(keyOf(request));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
  return { stores, caches };
}

const request = (path: string, init: RequestInit = {}) => new Request(`${ORIGIN}${path}`, init);
/** Request() refuses mode 'navigate', which only the browser sets; shell.ts tells navigations by it. */
const navigation = (path: string) => Object.defineProperty(request(path), 'mode', { value: 'navigate' });

const network = (body = 'from network') => async () => new Response(body);
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('service worker shell', () => {
  it('precaches every file of the build, or fails the install', async () => {
    const { stores, caches } = memoryCaches();
    await precache(caches, build, ORIGIN, async (req) => new Response(new URL(req.url, ORIGIN).pathname));
    expect([...(stores.get(cacheName(build))?.keys() ?? [])].sort()).toEqual([...build.precache].sort());
    await expect(precache(caches, build, ORIGIN, async () => new Response('gone', { status: 404 }))).rejects.toThrow(/failed with 404/);
  });

  it('opens any app route from the cached index.html when offline', async () => {
    const { caches } = memoryCaches();
    await precache(caches, build, ORIGIN, async (req) => new Response(`cached ${new URL(req.url, ORIGIN).pathname}`));
    const answer = respond(navigation('/savings'), ORIGIN, caches, build, offline);
    expect(await (await answer)?.text()).toBe('cached /index.html');
    expect(await (await respond(request('/assets/index-abc.js'), ORIGIN, caches, build, offline))?.text()).toBe('cached /assets/index-abc.js');
  });

  it('never answers /graphql, /api, other origins or writes', () => {
    const { caches } = memoryCaches();
    for (const path of ['/graphql', '/api/expenses', '/graphql?query=x']) {
      expect(respond(request(path), ORIGIN, caches, build, network())).toBeNull();
    }
    expect(respond(request('/assets/index-abc.js', { method: 'POST', body: 'x' }), ORIGIN, caches, build, network())).toBeNull();
    expect(respond(new Request('https://cdn.example/x.js'), ORIGIN, caches, build, network())).toBeNull();
    expect(isLiveData('/graphql-explorer')).toBe(false);
  });

  it('serves an older build’s chunk from the network, else from any cache left', async () => {
    const { caches } = memoryCaches();
    await (await caches.open('sauti-shell-v1')).put('/assets/old-1.js', new Response('old chunk'));
    expect(await (await respond(request('/assets/old-1.js'), ORIGIN, caches, build, network('fresh')))?.text()).toBe('fresh');
    expect(await (await respond(request('/assets/old-1.js'), ORIGIN, caches, build, offline))?.text()).toBe('old chunk');
  });

  it('keeps a chunk outside the precache (a language catalog) once loaded, for offline use', async () => {
    const { caches } = memoryCaches();
    expect(await (await respond(request('/assets/savings-sw1.js'), ORIGIN, caches, build, network('akiba')))?.text()).toBe('akiba');
    expect(await (await respond(request('/assets/savings-sw1.js'), ORIGIN, caches, build, offline))?.text()).toBe('akiba');
  });

  it('removes the caches of earlier builds only', async () => {
    const { stores, caches } = memoryCaches();
    for (const name of ['sauti-shell-v1', cacheName(build), 'someone-else']) await caches.open(name);
    await removeOldShells(caches, build);
    expect([...stores.keys()]).toEqual([cacheName(build), 'someone-else']);
  });
});
