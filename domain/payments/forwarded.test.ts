// Forwarding's wrappers come off, so a message passed on is read, and known again, as the one sent.
import { describe, expect, it } from 'vitest';
import { unwrapForwarded } from './forwarded.ts';
import { parsePaymentMessage, parsePaymentMessages } from './index.ts';
import { splitMessages } from './split.ts';

const MPESA = 'SCL4ABC123 Confirmed. Ksh250.00 paid to JAVA HOUSE KIMATHI ST. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. Transaction cost, Ksh0.00.';
const ALERT = 'Acct: 012****345\nAmt: NGN2,500.00 DR\nDesc: -POS PURCHASE @ SHOPRITE LEKKI\nAvail Bal: NGN45,120.50\nDate: 2024-03-12 10:15 AM';
const options = { timeZone: 'Africa/Nairobi', now: new Date('2024-04-01T00:00:00Z') };

describe('a forwarded message', () => {
  it('loses its subject prefixes, quoting, chat line and forwarded-mail header, and nothing else', () => {
    for (const wrapped of [
      `Fwd: ${MPESA}`, `FW: Fwd: ${MPESA}`, `TR: ${MPESA}`, `Fwd:\n${MPESA}`, `> ${MPESA}`, `>> ${MPESA}`,
      `[12/03/24, 1:06 PM] Wanjiru: ${MPESA}`, `12/03/2024, 13:06 - Wanjiru: ${MPESA}`,
      `---------- Forwarded message ---------\nFrom: MPESA <mpesa@example.com>\nDate: Tue, 12 Mar 2024\nSubject: M-PESA\nTo: me\n\n${MPESA}`,
      `Begin forwarded message:\n\n${MPESA}`,
    ]) expect(unwrapForwarded(wrapped), wrapped).toBe(MPESA);
    expect(unwrapForwarded(`Forwarded message:\n${ALERT}`)).toBe(ALERT);
    expect(unwrapForwarded(`> ${ALERT.replaceAll('\n', '\n> ')}`)).toBe(ALERT);
    // A service's own fields are not a mail's header, nor is its own date line a chat line.
    expect(unwrapForwarded(ALERT)).toBe(ALERT);
    expect(unwrapForwarded('14/04/2024 09:00 Ref: TX12345 Paid UGX 5,000')).toBe('14/04/2024 09:00 Ref: TX12345 Paid UGX 5,000');
  });

  it('keeps its transaction code and its text, the duplicate check\'s keys', () => {
    const sent = parsePaymentMessage(MPESA, options);
    for (const wrapped of [`Fwd: ${MPESA}`, `> ${MPESA}`, `[12/03/24, 1:06 PM] Mum: ${MPESA}`]) {
      const forwarded = parsePaymentMessage(wrapped, options);
      expect(forwarded).toEqual(sent);
      expect(forwarded.kind === 'payment' && forwarded.reference).toBe('SCL4ABC123');
    }
    // A bank alert has no code: its text is its key, the same forwarded or not.
    expect(parsePaymentMessage(`Forwarded message:\n${ALERT}`, options)).toEqual(parsePaymentMessage(ALERT, options));
  });

  it('is one message in a paste: a forwarded mail\'s header block alone is none, quoted blank lines part messages', () => {
    expect(splitMessages(`---------- Forwarded message ---------\nFrom: MPESA\nSubject: M-PESA\n\n${MPESA}`)).toEqual([MPESA]);
    expect(splitMessages(`> ${MPESA}\n>\n> ${MPESA.replace('ABC123', 'ABC124')}`)).toEqual([MPESA, MPESA.replace('ABC123', 'ABC124')]);
    expect(parsePaymentMessages(`Fwd: ${MPESA}\n\nFwd: ${ALERT}`, options).map((message) => message.kind)).toEqual(['payment', 'payment']);
  });
});
