import { describe, expect, it } from 'vitest';
import { messageInstant, readMessageDate } from './messageDate.ts';

describe('reading a message date', () => {
  it.each([
    ['on 12/3/24 at 1:05 PM.New', { year: 2024, month: 3, day: 12, time: { hour: 13, minute: 5, second: 0 } }],
    ['On 12-03-2024', { year: 2024, month: 3, day: 12, time: null }],
    ['on date 12Mar24 trf', { year: 2024, month: 3, day: 12, time: null }],
    ['on 2024-03-12 10:15:33.', { year: 2024, month: 3, day: 12, time: { hour: 10, minute: 15, second: 33 } }],
    ['DT:12/03/2024:10:15:12AM', { year: 2024, month: 3, day: 12, time: { hour: 10, minute: 15, second: 12 } }],
    ['Date 12-March-2024 10:15.', { year: 2024, month: 3, day: 12, time: { hour: 10, minute: 15, second: 0 } }],
    ['12-03-24, 10:15:33', { year: 2024, month: 3, day: 12, time: { hour: 10, minute: 15, second: 33 } }],
    ['tarehe 14/3/24 saa 12:30 AM', { year: 2024, month: 3, day: 14, time: { hour: 0, minute: 30, second: 0 } }],
    ['le 14/03/2024 à 18h40.', { year: 2024, month: 3, day: 14, time: { hour: 18, minute: 40, second: 0 } }],
    ['Date: 12/03/2024\nTime: 10:15 AM', { year: 2024, month: 3, day: 12, time: { hour: 10, minute: 15, second: 0 } }],
    ['à 18:40 le 14/03/2024', { year: 2024, month: 3, day: 14, time: { hour: 18, minute: 40, second: 0 } }],
    ['12/03/2024 - 14:20', { year: 2024, month: 3, day: 12, time: { hour: 14, minute: 20, second: 0 } }],
  ])('%s', (text, expected) => {
    expect(readMessageDate(text)).toEqual(expected);
  });

  it('reads the day before the month (Kenya, India), and skips what is no calendar day', () => {
    expect(readMessageDate('on 3/12/24')).toMatchObject({ month: 12, day: 3 });
    expect(readMessageDate('ref 31/02/24 then on 1/3/24')).toMatchObject({ month: 3, day: 1 });
  });

  it('keeps the time written in the message, not only its day (issue 33, point 12)', () => {
    const text = 'Orange Money: Vous avez payé 3500 FCFA à SENELEC le 12/04/2024 à 19h30. Frais: 0 FCFA.';
    expect(messageInstant(readMessageDate(text) ?? { year: 0, month: 0, day: 0, time: null }, 'Africa/Dakar', new Date('2024-04-20T00:00:00Z'))).toBe('2024-04-12T19:30:00.000Z');
  });

  it('finds nothing in a message without a date (a phone or account number is not one)', () => {
    expect(readMessageDate('Ksh500 sent to JOHN 0712345678. Ref 412345678901')).toBeNull();
  });
});

describe('placing a message date in the user\'s zone', () => {
  const now = new Date('2024-03-20T06:00:00.000Z'); // 09:00 in Nairobi

  it('reads the wall clock in the zone', () => {
    const date = { year: 2024, month: 3, day: 12, time: { hour: 13, minute: 5, second: 0 } };
    expect(messageInstant(date, 'Africa/Nairobi', now)).toBe('2024-03-12T10:05:00.000Z');
    expect(messageInstant(date, 'Asia/Kolkata', now)).toBe('2024-03-12T07:35:00.000Z');
  });

  it('puts a day without a time at local noon', () => {
    expect(messageInstant({ year: 2024, month: 3, day: 12, time: null }, 'Africa/Nairobi', now)).toBe('2024-03-12T09:00:00.000Z');
  });

  it('puts today without a time at the moment of import when noon is still ahead', () => {
    expect(messageInstant({ year: 2024, month: 3, day: 20, time: null }, 'Africa/Nairobi', now)).toBe(now.toISOString());
  });

  it('reads a time across a clock change in the zone\'s offset of that day', () => {
    const summer = { year: 2024, month: 7, day: 1, time: { hour: 9, minute: 0, second: 0 } };
    expect(messageInstant(summer, 'Europe/London', now)).toBe('2024-07-01T08:00:00.000Z');
  });
});
