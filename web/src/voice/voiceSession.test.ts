// Where a confirmed expense is placed in time (issue 33): a said day other than today at its noon,
// not at the clock time the phrase was said; today (said or not) at the moment it is saved.
import { describe, expect, it } from 'vitest';
import type { SaveInput } from './voiceMachine.ts';
import { confirmed } from './voiceSession.ts';

const chakula: SaveInput = { description: 'Chakula', amount: '500', currency: 'KES', category: 'food', language: 'sw', originalText: 'nimenunua chakula 500 jana' };
// 09:41 in Nairobi on 26 November.
const now = new Date('2026-11-26T06:41:00.000Z');

describe('confirmed', () => {
  it('places "jana" (yesterday) at noon yesterday, not at 09:41', () => {
    expect(confirmed({ ...chakula, day: '2026-11-25' }, now, 'Africa/Nairobi')).toEqual({ ...chakula, spentAt: '2026-11-25T09:00:00.000Z' });
  });

  it('places a weekday said a week back at its noon in the phone’s zone', () => {
    expect(confirmed({ ...chakula, day: '2026-11-19' }, now, 'Asia/Kolkata').spentAt).toBe('2026-11-19T06:30:00.000Z');
  });

  it('leaves today to the moment of saving', () => {
    expect(confirmed({ ...chakula, day: '2026-11-26' }, now, 'Africa/Nairobi')).toEqual(chakula);
    expect(confirmed(chakula, now, 'Africa/Nairobi')).toEqual(chakula);
  });
});
