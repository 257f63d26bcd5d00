// History's reads of older days over GraphQL: what a page asks for, how the answer becomes rows, and
// that a reader giving up (the screen moved on) is not taken for a dead network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOlderPage } from './olderPages.ts';
import { isOnline } from './online.ts';

const node = {
  id: 'e1', description: 'Kodi', amount: '9000.00', currency: 'KES', category: 'bills', language: 'sw', note: null,
  createdAt: '2025-01-05T09:00:00.000Z', updatedAt: '2025-01-05T09:00:00.000Z',
};
const older = { from: '', to: '2025-01-31', query: 'kodi', category: null };
const page = (nodes: unknown[], endCursor: string | null, hasNextPage: boolean) =>
  Response.json({ data: { result: { edges: nodes.map((each) => ({ node: each })), pageInfo: { endCursor, hasNextPage } } } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('older pages', () => {
  it('asks for the filter (absent parts as null) and answers kept rows with the cursor of the next page', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_uri: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return page([node], 'c1', true);
    });
    expect(await fetchOlderPage(older, null, new AbortController().signal)).toEqual({ rows: [{ ...node, pending: false }], nextCursor: 'c1' });
    expect(sent[0]).toMatchObject({ variables: { filter: { from: null, to: '2025-01-31', q: 'kodi', category: null }, first: 200, after: null } });
  });

  it('ends on the last page, and refuses an expense this build cannot show', async () => {
    vi.stubGlobal('fetch', async () => page([node], 'c2', false));
    expect((await fetchOlderPage(older, 'c1', new AbortController().signal)).nextCursor).toBeNull();
    vi.stubGlobal('fetch', async () => page([{ ...node, category: 'sweets' }], null, false));
    await expect(fetchOlderPage(older, null, new AbortController().signal)).rejects.toThrow('cannot read');
  });

  it('does not mark the app offline when the screen gives up on a request', async () => {
    const abort = new AbortController();
    vi.stubGlobal('fetch', (_uri: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const reading = fetchOlderPage(older, null, abort.signal);
    abort.abort();
    await expect(reading).rejects.toThrow('aborted');
    expect(isOnline()).toBe(true);
  });
});
