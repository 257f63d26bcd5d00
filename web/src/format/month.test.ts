import { describe, expect, it } from 'vitest';
import { addMonths, daysFrom, firstDay, lastDay, monthOf } from './month.ts';

describe('calendar months', () => {
  it('names the month of a day and steps across years', () => {
    expect(monthOf('2026-11-21')).toBe('2026-11');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('knows each month\'s first and last day, leap years included', () => {
    expect(firstDay('2026-02')).toBe('2026-02-01');
    expect(lastDay('2026-02')).toBe('2026-02-28');
    expect(lastDay('2028-02')).toBe('2028-02-29');
    expect(lastDay('2026-12')).toBe('2026-12-31');
  });

  it('lists the days of a span, both ends included', () => {
    expect(daysFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysFrom('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
