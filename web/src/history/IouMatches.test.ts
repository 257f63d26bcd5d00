// History's search finds money lent and borrowed by the person or the note, folded as the expense
// search folds (case, accents), so "juma" finds the 500 lent to Juma (issue 33).
import { describe, expect, it } from 'vitest';
import type { LocalIou } from '../offline/db.ts';
import { iouMatches } from './IouMatches.tsx';

const iou = (id: string, person: string, note: string | null = null): LocalIou => ({
  id, person, phone: null, direction: 'lent', amount: '500.00', repaid: '0.00', outstanding: '500.00', settled: false,
  currency: 'KES', date: '2026-11-20', dueDate: null, note, createdAt: '2026-11-20T09:00:00.000Z', pending: false,
});

const IOUS = [iou('1', 'Juma'), iou('2', 'Amina', 'for school fees'), iou('3', 'Chloé')];

describe('iouMatches', () => {
  it.each([
    ['Juma', ['1']],
    ['juma', ['1']],
    ['JUM', ['1']],
    ['school', ['2']],
    ['chloe', ['3']],
    ['Wanjiku', []],
    ['', []],
    ['  ', []],
  ])('"%s" finds %j', (query, ids) => {
    expect(iouMatches(IOUS, query).map((match) => match.id)).toEqual(ids);
  });
});
