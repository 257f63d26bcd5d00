import { describe, expect, it } from 'vitest';
import { periodSpan } from './period.ts';

describe('the period switch', () => {
  it('compares the last 7 days with the 7 before', () => {
    expect(periodSpan('week', '2026-11-21')).toEqual({ first: '2026-11-15', last: '2026-11-21', previous: { first: '2026-11-08', last: '2026-11-14' } });
  });

  it('compares this month so far with the same days of the month before', () => {
    expect(periodSpan('month', '2026-11-21')).toEqual({ first: '2026-11-01', last: '2026-11-21', previous: { first: '2026-10-01', last: '2026-10-21' } });
    expect(periodSpan('month', '2026-03-31').previous).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(periodSpan('month', '2027-01-05').previous).toEqual({ first: '2026-12-01', last: '2026-12-05' });
  });
});
