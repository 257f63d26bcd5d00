// Where History's rows come from: the phone's own copy for the last 90 days (live, so an edit shows at
// once, and offline), then the server's pages for older days, asked for as the person scrolls. A month
// at a time, except a search, which looks through every month.
import { useEffect, useState } from 'react';
import type { CategoryId } from '../../../domain/categories.ts';
import { addDays } from '../../../domain/dates.ts';
import { KEPT_DAYS, useExpensesBetween, useOnline } from '../offline/expenses.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { useToday } from '../offline/live.ts';
import { firstDay, lastDay } from '../format/month.ts';
import { fetchOlderPage, fetchOlderTotals } from '../offline/olderPages.ts';
import type { OlderQuery, OlderTotals } from '../offline/olderPages.ts';
import { searchKey } from '../../../domain/search.ts';
import { matchesSearch } from './search.ts';

export interface HistoryFilter {
  month: string;
  query: string;
  category: CategoryId | null;
}

/** none: the month is all on the phone. more/done: server pages. */
export type OlderState = 'none' | 'needsNetwork' | 'loading' | 'more' | 'done' | 'failed';

export interface HistoryRows {
  /** Newest first; undefined until the phone's copy has answered. */
  rows: LocalExpense[] | undefined;
  older: OlderState;
  /** Asks for the next server page (when `older` is "more" or "failed"). */
  loadMore: () => void;
  /** Asks the server's pages again from the first (after an edit of a row they hold). */
  reload: () => void;
  /** The server's totals of the older days, when they are shown unfiltered; null otherwise. */
  olderTotals: OlderTotals | null;
}

interface Spans {
  local: { first: string; last: string };
  /** Days only the server has; `first` empty for everything before `last`. */
  older: { first: string; last: string } | null;
}

/** A search looks through every month: all the days the phone keeps, then everything older on the server. */
export function searchSpans(today: string): Spans {
  const keptFrom = addDays(today, -(KEPT_DAYS - 1));
  return { local: { first: keptFrom, last: today }, older: { first: '', last: addDays(keptFrom, -1) } };
}

/** The part of the month the phone holds and the part only the server has, as local day spans. */
export function spans(month: string, today: string): Spans {
  const first = firstDay(month);
  const last = lastDay(month) < today ? lastDay(month) : today;
  const keptFrom = addDays(today, -(KEPT_DAYS - 1));
  return {
    local: { first: first > keptFrom ? first : keptFrom, last },
    older: first < keptFrom ? { first, last: addDays(keptFrom, -1) < last ? addDays(keptFrom, -1) : last } : null,
  };
}

interface Older {
  key: string;
  rows: LocalExpense[];
  cursor: string | null;
  /** Pages received so far. */
  loaded: number;
  /** The server's last answer: more pages, the end, or a failure. */
  last: 'more' | 'done' | 'failed';
}

/** A day split across two pages would show half its total: the server's summary gives whole days. */
function useOlderTotals(older: OlderQuery | null, online: boolean, version: number): OlderTotals | null {
  const wanted = older !== null && online && older.query === '' && older.category === null;
  const key = wanted ? `${older.from} ${older.to} ${version}` : '';
  const [totals, setTotals] = useState<{ key: string; value: OlderTotals } | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    const abort = new AbortController();
    fetchOlderTotals(older.from, older.to, abort.signal).then(
      (value) => setTotals({ key, value }),
      (error: unknown) => {
        if (!abort.signal.aborted) console.error('older totals failed', error);
      },
    );
    return () => abort.abort();
  }, [key]);
  return totals !== null && totals.key === key ? totals.value : null;
}

function useOlderPages(older: OlderQuery | null, online: boolean): Omit<HistoryRows, 'rows' | 'olderTotals'> & { rows: LocalExpense[]; version: number } {
  const [version, setVersion] = useState(0);
  const key = older === null ? '' : JSON.stringify({ ...older, version });
  const fresh: Older = { key, rows: [], cursor: null, loaded: 0, last: 'more' };
  const [stored, setPages] = useState<Older>(fresh);
  const [asked, setAsked] = useState({ key, pages: 1 });
  const pages = stored.key === key ? stored : fresh;
  const wanted = asked.key === key ? asked.pages : 1;
  const fetching = older !== null && online && pages.last === 'more' && pages.loaded < wanted;
  useEffect(() => {
    if (!fetching || older === null) return undefined;
    const abort = new AbortController();
    fetchOlderPage(older, pages.cursor, abort.signal).then(
      (page) => setPages({ key, rows: [...pages.rows, ...page.rows], cursor: page.nextCursor, loaded: pages.loaded + 1, last: page.nextCursor === null ? 'done' : 'more' }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('older expenses failed', error);
        setPages({ ...pages, last: 'failed' });
      },
    );
    return () => abort.abort();
    // One request per page asked for: `pages` changes only when an answer lands, which `loaded` names.
  }, [key, fetching, pages.loaded]);
  // After a failure the same page is asked again; otherwise one more than received.
  const loadMore = () => (pages.last === 'failed' ? setPages({ ...pages, last: 'more' }) : setAsked({ key, pages: pages.loaded + 1 }));
  const state: OlderState =
    older === null ? 'none' : pages.last === 'done' ? 'done' : !online ? 'needsNetwork' : pages.last === 'failed' ? 'failed' : fetching ? 'loading' : 'more';
  return { rows: pages.rows, older: state, loadMore, reload: () => setVersion(version + 1), version };
}

export function useHistory(filter: HistoryFilter): HistoryRows {
  const today = useToday();
  const online = useOnline();
  const searching = filter.query.trim() !== '';
  const { local, older } = searching ? searchSpans(today) : spans(filter.month, today);
  const kept = useExpensesBetween(local.first, local.last);
  const query = searchKey(filter.query);
  const olderQuery = older === null ? null : { from: older.first, to: older.last, query: filter.query.trim(), category: filter.category };
  const { version, ...server } = useOlderPages(olderQuery, online);
  const olderTotals = useOlderTotals(olderQuery, online, version);
  const rows = kept?.filter((expense) => (filter.category === null || expense.category === filter.category) && matchesSearch(expense, query));
  // A row moved into the phone's days may still be on a server page asked for before the move.
  const onPhone = new Set(rows?.map((expense) => expense.id));
  const fromServer = server.rows.filter((expense) => !onPhone.has(expense.id));
  return { ...server, olderTotals, rows: rows === undefined ? undefined : [...rows, ...fromServer] };
}
