import { describe, expect, it } from 'vitest';
import { splitMessages } from './split.ts';

describe('splitting a paste into messages', () => {
  it('splits on blank lines and trims each message', () => {
    expect(splitMessages('  first message \n\nsecond message\n\n\n third ')).toEqual(['first message', 'second message', 'third']);
  });

  it('splits CRLF pastes and blank lines holding only spaces', () => {
    expect(splitMessages('first\r\n\r\nsecond\r\n  \r\nthird')).toEqual(['first', 'second', 'third']);
  });

  it('never splits a message inside: a bank alert\'s single line breaks stay in it', () => {
    const alert = 'Acct: 012****345\nAmt: NGN2,500.00 DR\nDesc: -POS PURCHASE @ SHOPRITE LEKKI\nDate: 2024-03-12 10:15 AM';
    expect(splitMessages(`${alert}\r\n\r\n${alert.replace(/\n/g, '\r\n')}`)).toEqual([alert, alert]);
  });

  it('finds no message in empty or blank text', () => {
    expect(splitMessages('')).toEqual([]);
    expect(splitMessages(' \n\n \r\n ')).toEqual([]);
  });
});
