import { describe, expect, it } from 'vitest';
import { ForbiddenError, ValidationError } from '../domain/errors.ts';
import { callerAt } from '../test/support/app.ts';
import { assertOwnUser, deviceInstant } from './envelope.ts';

const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi', '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01');
const now = new Date('2026-11-21T08:00:00.000Z');

describe('the ownership rule', () => {
  it.each([undefined, null, '', 'me', caller.userId])('lets %j stand for the caller', (given) =>
    expect(() => assertOwnUser(caller, given)).not.toThrow());
  it.each([1, '1', 'someone', '1b2c3d4e-0000-4000-8000-000000000002'])('refuses %j as forbidden', (given) =>
    expect(() => assertOwnUser(caller, given)).toThrow(ForbiddenError));
  it('words the refusal for its noun', () =>
    expect(() => assertOwnUser(caller, '1', 'You can only change your own settings')).toThrow('You can only change your own settings'));
});

describe('the device-date window', () => {
  it('is now when the device gives no date', () => expect(deviceInstant('spentAt', undefined, now)).toBe(now.toISOString()));
  it('takes a date within 90 days back and 5 minutes ahead, as UTC', () => {
    expect(deviceInstant('spentAt', '2026-11-21T11:04:00+03:00', now)).toBe('2026-11-21T08:04:00.000Z');
    expect(deviceInstant('spentAt', '2026-08-23T08:00:00.000Z', now)).toBe('2026-08-23T08:00:00.000Z');
  });
  it.each(['2026-11-21T08:06:00.000Z', '2026-08-23T07:59:59.000Z'])('refuses %s, naming the field', (given) =>
    expect(() => deviceInstant('savedAt', given, now)).toThrow(new ValidationError('savedAt must be within the last 90 days and not in the future', 'savedAt')));
  it('takes a wider window when the caller asks for one (edits reach 5 years back)', () => {
    const fiveYears = { daysBack: 5 * 366, minutesAhead: 5 };
    expect(deviceInstant('spentAt', '2022-01-01T00:00:00.000Z', now, fiveYears)).toBe('2022-01-01T00:00:00.000Z');
    expect(() => deviceInstant('spentAt', '2020-01-01T00:00:00.000Z', now, fiveYears)).toThrow(/within the last 1830 days/);
  });
});
