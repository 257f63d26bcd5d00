// The table of realistic payment messages, every provider with its distractors (received, failed,
// OTP, balance, promotions, withdrawals, reversals, zero fees), each with what it must become.
import { airtelRows } from './fixtures/airtel.fixture.ts';
import { generalRows } from './fixtures/general.fixture.ts';
import { momoRows } from './fixtures/momo.fixture.ts';
import { mpesaRows } from './fixtures/mpesa.fixture.ts';
import { ngBankRows } from './fixtures/ngBank.fixture.ts';
import type { MessageRow, SourcedRow } from './fixtures/row.ts';
import { eastAfricaReachRows } from './fixtures/eastAfricaReach.fixture.ts';
import { frenchReachRows } from './fixtures/frenchReach.fixture.ts';
import { indiaReachRows } from './fixtures/indiaReach.fixture.ts';
import { reachHoldoutRows } from './fixtures/reachHoldout.fixture.ts';
import { unclearReachRows } from './fixtures/unclearReach.fixture.ts';
import { westAfricaReachRows } from './fixtures/westAfricaReach.fixture.ts';
import { telebirrRows } from './fixtures/telebirr.fixture.ts';
import { upiRows } from './fixtures/upi.fixture.ts';

export type { Expected, MessageRow, SourcedRow } from './fixtures/row.ts';

/** The moment of import every row is parsed at. */
export const IMPORTED_AT = new Date('2024-04-20T09:00:00.000Z');

export const MESSAGE_ROWS: readonly MessageRow[] = [
  ...mpesaRows, ...airtelRows, ...momoRows, ...telebirrRows, ...ngBankRows, ...upiRows, ...generalRows,
];

/** Issue 26's second table, written before the parser saw it, counted per source. */
export const REACH_ROWS: readonly SourcedRow[] = [
  ...eastAfricaReachRows, ...westAfricaReachRows, ...frenchReachRows, ...indiaReachRows, ...unclearReachRows,
];

/** Issue 26's second batch, written after the parser's fixes for the first and before it saw these. */
export const REACH_HOLDOUT_ROWS: readonly SourcedRow[] = reachHoldoutRows;
