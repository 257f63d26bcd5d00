import { describe, expect, it } from 'vitest';
import { dueState } from './due.ts';

const open = (dueDate: string | null, settled = false) => ({ dueDate, settled });

describe('dueState', () => {
  it('is due on the day, overdue after it, nothing before it, when settled or without a date', () => {
    expect(dueState(open('2026-11-26'), '2026-11-26')).toBe('due');
    expect(dueState(open('2026-11-25'), '2026-11-26')).toBe('overdue');
    expect(dueState(open('2026-11-27'), '2026-11-26')).toBeNull();
    expect(dueState(open('2026-11-01', true), '2026-11-26')).toBeNull();
    expect(dueState(open(null), '2026-11-26')).toBeNull();
  });
});
