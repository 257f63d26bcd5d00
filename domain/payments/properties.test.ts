import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupportedCurrency } from '../currencies.ts';
import { isValidAmount } from '../money.ts';
import { parsePaymentMessages } from './index.ts';
import { MESSAGE_ROWS } from './messages.fixture.ts';

const options = { timeZone: 'Africa/Nairobi', now: new Date('2024-03-20T09:00:00.000Z') };

/** Text that looks like the messages: fragments of real ones, money marks, digits and noise mixed. */
const messageLike = fc.array(
  fc.oneof(
    fc.string(),
    fc.constantFrom(...MESSAGE_ROWS.map((row) => row.text)).chain((text) => fc.nat(text.length).map((cut) => text.slice(cut))),
    fc.constantFrom('Ksh', 'UGX ', '₦', 'Rs.', 'N', '-', '0.00', '1,000', '9'.repeat(15), ' paid to ', ' sent to ', '\n\n', 'Amt:', 'Desc:', ' on 31/2/24 at 25:61 PM'),
    fc.integer().map(String),
  ),
  { maxLength: 12 },
).map((parts) => parts.join(''));

describe('any text', () => {
  it('never throws, and every amount is a valid positive decimal in a supported currency', () => {
    fc.assert(
      fc.property(messageLike, (text) => {
        for (const parsed of parsePaymentMessages(text, options)) {
          if (parsed.kind !== 'payment') continue;
          expect(parsed.spentAt === null || Number.isFinite(Date.parse(parsed.spentAt))).toBe(true);
          for (const entry of parsed.entries) {
            expect(isValidAmount(entry.amount), entry.amount).toBe(true);
            expect(Number.isFinite(Number(entry.amount)) && Number(entry.amount) > 0).toBe(true);
            expect(isSupportedCurrency(entry.currency)).toBe(true);
            expect(entry.description.trim()).not.toBe('');
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  // Each fragment repeated over one line is the worst case for some format's lazy payee or field scan.
  it.each([
    'Ksh1,000.00 paid to ', 'Amt: NGN ', '1,', 'Desc: ', 'on 12/3/24 at ', 'Rs.5 debited from a/c ', 'OTP ', 'sent ', 'TID ',
    "Y'ello. You have sent UGX 5 to ", 'Dear UPI user A/C X1 debited by 1 on date ', 'Payment for GHS 1 to ', 'transaction ',
  ])('parses 128 KiB of %j quickly (no runaway backtracking)', (fragment) => {
    const text = fragment.repeat(Math.ceil(131_072 / fragment.length));
    const started = performance.now();
    parsePaymentMessages(text, options);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
