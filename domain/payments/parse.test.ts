import { describe, expect, it } from 'vitest';
import { observed } from './fixtures/observe.ts';
import { type Expected, IMPORTED_AT, MESSAGE_ROWS, type MessageRow } from './messages.fixture.ts';
import { parsePaymentMessage, parsePaymentMessages, PROVIDERS } from './index.ts';

function parseRow(row: MessageRow): Expected {
  return observed(parsePaymentMessage(row.text, { timeZone: row.timeZone, now: IMPORTED_AT }), row.expected);
}

describe('the payment-message table', () => {
  // Issue 26's providers have their own table (reach.test.ts), written before their parser.
  const covered = PROVIDERS.filter((provider) => MESSAGE_ROWS.some((row) => row.provider === provider));

  it('holds at least 150 messages covering the first eight providers', () => {
    expect(MESSAGE_ROWS.length).toBeGreaterThanOrEqual(150);
    expect(covered).toHaveLength(8);
  });

  it('reads at least 95% of each provider\'s messages right (prints the table)', () => {
    const table = covered.map((provider) => {
      const rows = MESSAGE_ROWS.filter((row) => row.provider === provider);
      const correct = rows.filter((row) => JSON.stringify(parseRow(row)) === JSON.stringify(row.expected)).length;
      return { provider, messages: rows.length, correct, accuracy: rows.length === 0 ? 0 : correct / rows.length };
    });
    console.table(table.map(({ accuracy, ...row }) => ({ ...row, accuracy: `${(accuracy * 100).toFixed(1)}%` })));
    for (const row of table) expect(row.accuracy, row.provider).toBeGreaterThanOrEqual(0.95);
  });

  it.each(MESSAGE_ROWS.map((row) => [row.text.slice(0, 70), row] as const))('%s', (_, row) => {
    expect(parseRow(row)).toEqual(row.expected);
  });
});

describe('a paste of several messages', () => {
  it('reads each message of a CRLF paste in order, a bank alert\'s lines kept together', () => {
    const alert = MESSAGE_ROWS.find((row) => row.provider === 'ng-bank')?.text ?? '';
    const texts = [MESSAGE_ROWS[0]?.text ?? '', alert, MESSAGE_ROWS[60]?.text ?? '', alert.replace('2,500', '2,600')];
    const paste = `\r\n${texts.map((text) => text.replace(/\n/g, '\r\n')).join('\r\n\r\n')}\r\n`;
    const parsed = parsePaymentMessages(paste, { timeZone: 'Africa/Nairobi', now: IMPORTED_AT });
    expect(alert).toContain('\n');
    expect(parsed.map((message) => message.text)).toEqual(texts);
  });
});
