import { describe, expect, it } from 'vitest';
import { searchSpans, spans } from './useHistory.ts';

describe('where a month\'s rows come from', () => {
  const today = '2026-11-26';
  it('reads this month and last from the phone, up to today', () => {
    expect(spans('2026-11', today)).toEqual({ local: { first: '2026-11-01', last: today }, older: null });
    expect(spans('2026-10', today)).toEqual({ local: { first: '2026-10-01', last: '2026-10-31' }, older: null });
  });

  it('splits the month the 90 kept days begin in, and leaves older months to the server', () => {
    // 90 days with today: 2026-08-29 .. 2026-11-26.
    expect(spans('2026-08', today)).toEqual({ local: { first: '2026-08-29', last: '2026-08-31' }, older: { first: '2026-08-01', last: '2026-08-28' } });
    expect(spans('2026-07', today).older).toEqual({ first: '2026-07-01', last: '2026-07-31' });
    expect(spans('2026-07', today).local.first > spans('2026-07', today).local.last).toBe(true);
  });

  it('searches every month: all the kept days on the phone, everything before them on the server', () => {
    expect(searchSpans(today)).toEqual({ local: { first: '2026-08-29', last: today }, older: { first: '', last: '2026-08-28' } });
  });
});
