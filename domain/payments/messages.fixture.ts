// The table of realistic payment messages, every provider with its distractors (received, failed,
// OTP, balance, promotions, withdrawals, reversals, zero fees), each with what it must become.
import { airtelRows } from './fixtures/airtel.fixture.ts';
import { generalRows } from './fixtures/general.fixture.ts';
import { momoRows } from './fixtures/momo.fixture.ts';
import { mpesaRows } from './fixtures/mpesa.fixture.ts';
import { ngBankRows } from './fixtures/ngBank.fixture.ts';
import type { MessageRow } from './fixtures/row.ts';
import { telebirrRows } from './fixtures/telebirr.fixture.ts';
import { upiRows } from './fixtures/upi.fixture.ts';

export type { EntryRow, Expected, MessageRow } from './fixtures/row.ts';

/** The moment of import every row is parsed at. */
export const IMPORTED_AT = new Date('2024-04-20T09:00:00.000Z');

export const MESSAGE_ROWS: readonly MessageRow[] = [
  ...mpesaRows, ...airtelRows, ...momoRows, ...telebirrRows, ...ngBankRows, ...upiRows, ...generalRows,
];
