// "जमा" is a bank's credit or a person's saving: read by who is speaking.
import { describe, expect, it } from 'vitest';
import { parsePaymentMessage } from './index.ts';
import { saysDeposit } from './ownWords.ts';

const reason = (text: string) => {
  const parsed = parsePaymentMessage(text, { timeZone: 'Asia/Kolkata', now: new Date('2024-04-22T00:00:00Z') });
  return parsed.kind === 'skipped' ? parsed.reason : parsed.kind;
};

describe('a deposit word', () => {
  it('is money put aside when a person says it: a phrase without a service\'s marks, or in the first person', () => {
    for (const said of ['घरासाठी 3000 जमा', 'दुकान के लिए 2000 जमा किए', 'ঘৰৰ বাবে 2000 জমা', 'বিয়ের জন্য ৫০০০ জমা করলাম', 'deposited 1500 for school fees', 'शादी के लिए ₹5000 जमा किया', 'I deposited KES 2,000 in the sacco']) {
      expect(saysDeposit(said), said).toBe(false);
      // Never "received"; with a currency mark it is money not understood, which a person may add.
      expect(['not-a-payment', 'unclear'], said).toContain(reason(said));
    }
  });

  it('is money received when a bank writes it: an account, a balance, a reference, the passive', () => {
    for (const alert of [
      'आपके खाते XX4321 में रु 5,000.00 जमा किए गए हैं दिनांक 21-04-24. उपलब्ध शेष रु 12,000.00 -SBI',
      'আপনার অ্যাকাউন্ট XX4321 এ Rs. 3,000.00 জমা হয়েছে 21-04-24',
      'A/c XX1234 credited: deposit of Rs 2,000.00 by cash on 21-04-24. Avl bal Rs 9,000.00',
    ]) {
      expect(saysDeposit(alert), alert).toBe(true);
      expect(reason(alert), alert).toBe('received');
    }
  });
});
