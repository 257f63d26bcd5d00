import { describe, expect, it } from 'vitest';
import { asStored } from '../store/eventTypes.ts';
import type { UserEvent } from './events.ts';
import { laterChoices } from './laterChoices.ts';

let position = 0;
const at = (occurredAt: string, event: UserEvent) => asStored(event, {
  eventId: String((position += 1)),
  streamId: 'user-x',
  streamPosition: position,
  metadata: { userId: 'x', commandId: 'c', occurredAt, timeZone: 'Africa/Nairobi' },
});
const created = (when: string) => at(when, { type: 'UserCreated', data: { userId: '0b9c1c6e-8c4f-4d7a-9a31-5b2f3e1d0c9a', timeZone: 'Africa/Nairobi' } });
const chose = (when: string, changes: Extract<UserEvent, { type: 'UserSettingsChanged' }>['data']['changes']) =>
  at(when, { type: 'UserSettingsChanged', data: { changes } });

describe('which settings an account takes from the phone that logs in', () => {
  it('takes a choice made on the phone later than the account made its own', () => {
    const phone = [created('2026-11-20T09:00:00Z'), chose('2026-11-20T10:00:00Z', { language: 'sw' })];
    const account = [created('2026-11-01T09:00:00Z'), chose('2026-11-02T09:00:00Z', { language: 'hi', currency: 'INR' })];
    expect(laterChoices(phone, account)).toEqual({ language: 'sw' });
  });

  it('keeps what the account chose later, setting by setting', () => {
    const phone = [created('2026-11-01T09:00:00Z'), chose('2026-11-02T09:00:00Z', { language: 'sw', savingsNotifications: false })];
    const account = [created('2026-10-01T09:00:00Z'), chose('2026-11-03T09:00:00Z', { language: 'hi' })];
    expect(laterChoices(phone, account)).toEqual({ savingsNotifications: false });
  });

  it('counts a default nobody chose as no choice, and onboarding currency as one', () => {
    const phone = [created('2026-11-20T09:00:00Z'), at('2026-11-20T09:01:00Z', { type: 'OnboardingCompleted', data: { country: 'KE', currency: 'KES' } })];
    const account = [created('2026-11-01T09:00:00Z')];
    expect(laterChoices(phone, account)).toEqual({ currency: 'KES' });
    expect(laterChoices([created('2026-11-20T09:00:00Z')], account)).toEqual({});
  });
});
