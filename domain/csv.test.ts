import { describe, expect, it } from 'vitest';
import { csvHead, csvLine, neutralise, quote } from './csv.ts';

describe('expenses.csv lines', () => {
  it.each([['=1+1', "'=1+1"], ['+254', "'+254"], ['-5', "'-5"], ['@SUM(A1)', "'@SUM(A1)"], ['\tx', "'\tx"], ['ऑटो', 'ऑटो']])(
    'neutralises %j as %j', (cell, expected) => expect(neutralise(cell)).toBe(expected));

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(quote('Tea, "strong"')).toBe('"Tea, ""strong"""');
    expect(quote('two\nlines')).toBe('"two\nlines"');
    expect(quote('plain')).toBe('plain');
  });

  it('starts with a BOM and the header; each expense is one CRLF line', () => {
    expect(csvHead()).toBe('\uFEFFDate,Description,Amount,Currency,Category,Language\r\n');
    expect(csvLine('2026-11-20', { description: '=HYPERLINK("x")', amount: '15.00', currency: 'INR', category: 'food', language: 'hi' }))
      .toBe('2026-11-20,"\'=HYPERLINK(""x"")",15.00,INR,food,hi\r\n');
  });
});
