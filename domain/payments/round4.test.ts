// Issue 37's payment-message tables: the frozen one's readings are reported, never fitted; the working
// one is where the general reader is developed. Prints per-provider exact and safe counts and each miss.
import { afterAll, describe, expect, it } from 'vitest';
import { CUE_MESSAGES } from './fixtures/round4/cues.fixture.ts';
import { byProvider, read, type Reading } from './fixtures/round4/readings.ts';
import { FROZEN_MESSAGES } from './fixtures/round4/frozen.fixture.ts';
import { WORKING_MESSAGES } from './fixtures/round4/working.fixture.ts';
import type { MessageRow } from './fixtures/row.ts';
import { IMPORTED_AT } from './messages.fixture.ts';
import { parsePaymentMessage, PROVIDERS } from './index.ts';

const TABLES = { frozen: FROZEN_MESSAGES, working: WORKING_MESSAGES } as const;
const parse = (row: MessageRow) => parsePaymentMessage(row.text, { timeZone: row.timeZone, now: IMPORTED_AT });

describe.each(Object.entries(TABLES))('the %s message table', (_, rows) => {
  it('has at least 5 messages for every provider, none repeated', () => {
    for (const provider of PROVIDERS) expect(rows.filter((row) => row.provider === provider).length, provider).toBeGreaterThanOrEqual(5);
    const all = [...FROZEN_MESSAGES, ...WORKING_MESSAGES, ...CUE_MESSAGES].map((row) => row.text);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the readings (issue 37)', () => {
  it('places or lists every working message: no expense invented, none dropped, no wrong amount', () => {
    expect(WORKING_MESSAGES.map((row) => read(row, parse)).filter((reading) => !reading.safe).map((reading) => reading.row.text)).toEqual([]);
  });

  it('reads every cue message exactly: forwarded, payee in any order, POS withdrawals, a person\'s own deposit', () => {
    expect(CUE_MESSAGES.map((row) => read(row, parse)).filter((reading) => !reading.exact).map((reading) => reading.row.text)).toEqual([]);
  });

  // Read, never fitted: the frozen table's final reading (exact 76, safe 83 of 85), kept from falling.
  it('keeps the frozen table at its final reading', () => {
    const readings = FROZEN_MESSAGES.map((row) => read(row, parse));
    expect(readings.filter((reading) => reading.exact).length).toBeGreaterThanOrEqual(76);
    expect(readings.filter((reading) => reading.safe).length).toBeGreaterThanOrEqual(83);
  });
});

function report(name: string, readings: readonly Reading[]): string {
  const lines = byProvider(readings).map((r) => `${r.provider.padEnd(13)} ${String(r.messages).padStart(3)}  exact ${String(r.exact).padStart(2)}  safe ${String(r.safe).padStart(2)}`);
  const misses = readings.filter((r) => !r.exact).map((r) => `${r.safe ? 'listed' : 'UNSAFE'} ${r.row.provider}: ${r.row.text.slice(0, 90).replace(/\n/g, ' | ')}\n    → ${JSON.stringify(r.parsed.kind === 'payment' ? r.parsed.entries : r.parsed.kind === 'skipped' ? r.parsed.reason : r.parsed.kind === 'unclear' ? r.parsed.amount : r.parsed.reference)}`);
  const exact = readings.filter((r) => r.exact).length;
  const safe = readings.filter((r) => r.safe).length;
  return `${name}: ${readings.length} messages, exact ${exact}, safe ${safe}\n${lines.join('\n')}\n\nmisses:\n${misses.join('\n')}`;
}

afterAll(() => {
  console.info(Object.entries({ ...TABLES, cues: CUE_MESSAGES }).map(([name, rows]) => report(name, rows.map((row) => read(row, parse)))).join('\n\n'));
});
