// What the service worker does, as plain functions over CacheStorage and fetch so jsdom can test it:
// precache the build, drop older builds, and answer app-shell requests. /graphql and /api are never touched.

export interface ShellBuild {
  /** Changes with every build whose files differ: names the cache. */
  version: string;
  /** Root-relative URLs of the build: index.html, hashed assets, manifest and icons. */
  precache: readonly string[];
}

export type Fetcher = (request: Request) => Promise<Response>;

/** The part of CacheStorage used here, so tests can hand in a plain in-memory one. */
export interface Caches {
  open(name: string): Promise<Pick<Cache, 'put' | 'match'>>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
  match(request: RequestInfo | URL): Promise<Response | undefined>;
}

const CACHE_PREFIX = 'sauti-shell-';
const APP_SHELL = '/index.html';

export const cacheName = (build: ShellBuild) => `${CACHE_PREFIX}${build.version}`;

/** Live data always goes to the network: a cached expense list or a replayed mutation would lie. */
export function isLiveData(pathname: string): boolean {
  return pathname === '/graphql' || pathname.startsWith('/graphql/') || pathname === '/api' || pathname.startsWith('/api/');
}

/** Stores every file of this build; one failure fails the install, so a half shell is never used. */
export async function precache(caches: Caches, build: ShellBuild, origin: string, fetcher: Fetcher): Promise<void> {
  const cache = await caches.open(cacheName(build));
  await Promise.all(
    build.precache.map(async (url) => {
      // Hashed assets may come from the HTTP cache; everything else is revalidated so it matches them.
      const request = new Request(new URL(url, origin), { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' });
      const response = await fetcher(request);
      if (!response.ok) throw new Error(`Precache of ${url} failed with ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

/** Deletes the caches of earlier builds once this one is in charge. */
export async function removeOldShells(caches: Caches, build: ShellBuild): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(build)).map((name) => caches.delete(name)),
  );
}

/**
 * The answer for one request, or null to let the browser handle it untouched. Navigations get the
 * cached shell first (an instant start on a slow network, and a start at all on none).
 */
export function respond(request: Request, origin: string, caches: Caches, build: ShellBuild, fetcher: Fetcher): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || isLiveData(url.pathname)) return null;
  const cached = async (key: string) => (await caches.open(cacheName(build))).match(key);
  if (request.mode === 'navigate') {
    return (async () => (await cached(APP_SHELL)) ?? fetcher(request))();
  }
  if (build.precache.includes(url.pathname)) {
    return (async () => (await cached(url.pathname)) ?? fetcher(request))();
  }
  if (url.pathname.startsWith('/assets/')) {
    // A chunk outside the precache: a language's catalog (kept once loaded, so that language works
    // offline), or one of an older build that a page still running it asks for. The network, else any cache.
    return (async () => {
      try {
        const response = await fetcher(request);
        if (response.ok) await (await caches.open(cacheName(build))).put(url.pathname, response.clone());
        return response;
      } catch (error) {
        const anywhere = await caches.match(url.pathname);
        if (anywhere) return anywhere;
        throw error;
      }
    })();
  }
  return null;
}
