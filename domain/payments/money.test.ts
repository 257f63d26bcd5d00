import { describe, expect, it } from 'vitest';
import { MONEY_SOURCE, readMoney } from './money.ts';

describe('reading a money token', () => {
  it.each([
    ['Ksh1,250.00', '1250.00', 'KES'],
    ['KES 500', '500.00', 'KES'],
    ['Kshs 20', '20.00', 'KES'],
    ['UGX 20,000', '20000.00', 'UGX'],
    ['GHS 45.5', '45.50', 'GHS'],
    ['GH₵ 85.50', '85.50', 'GHS'],
    ['NGN5,000.00', '5000.00', 'NGN'],
    ['₦9,800.00', '9800.00', 'NGN'],
    ['N2,300.00', '2300.00', 'NGN'],
    ['ETB 500.00', '500.00', 'ETB'],
    ['500.00 Birr', '500.00', 'ETB'],
    ['Br 300', '300.00', 'ETB'],
    ['Rs.120', '120.00', 'INR'],
    ['Rs 1,80,000.00', '180000.00', 'INR'],
    ['₹499', '499.00', 'INR'],
    ['INR 250.00', '250.00', 'INR'],
    ['Tsh10,000', '10000.00', 'TZS'],
    ['TZS 540', '540.00', 'TZS'],
  ])('%s is %s %s', (token, amount, currency) => {
    expect(readMoney(token, 'USD')).toEqual({ kind: 'amount', amount, currency });
  });

  it.each([
    ['10000 FCFA', '10000.00', 'XOF'],
    ['15 000 FCFA', '15000.00', 'XOF'],
    ['15\u00a0000 F CFA', '15000.00', 'XOF'],
    ['5.000F', '5000.00', 'XOF'],
    ['25000 XAF', '25000.00', 'XAF'],
    ['XOF 7 500', '7500.00', 'XOF'],
  ])('reads the franc %s as %s %s', (token, amount, currency) => {
    expect(readMoney(token, 'USD')).toEqual({ kind: 'amount', amount, currency });
  });

  it('reads "FCFA" as the franc of the person\'s zone, and refuses francs with cents', () => {
    expect(readMoney('18 650 FCFA', 'USD', 'XAF')).toEqual({ kind: 'amount', amount: '18650.00', currency: 'XAF' });
    expect(readMoney('250 XOF', 'USD', 'XAF')).toEqual({ kind: 'amount', amount: '250.00', currency: 'XOF' });
    // "100,50 FCFA" is no franc amount, and its "50 FCFA" is never read alone.
    expect(new RegExp(MONEY_SOURCE, 'i').exec('Frais: 100,50 FCFA')?.[0]).toBeUndefined();
    expect(new RegExp(MONEY_SOURCE, 'i').exec('Paiement de 7 500,50 FCFA')?.[0]).toBeUndefined();
  });

  it('gives a bare number the provider\'s currency (SBI writes "debited by 150.0")', () => {
    expect(readMoney('150.0', 'INR')).toEqual({ kind: 'amount', amount: '150.00', currency: 'INR' });
  });

  it('names a real currency Sauti holds no rate for instead of reading it as another', () => {
    expect(readMoney('RWF 5,000', 'KES')).toEqual({ kind: 'unsupported-currency' });
  });

  it.each(['Ksh0.00', 'KES 1234567890123', 'Ksh12.345'])('%s is not an amount', (token) => {
    expect(readMoney(token, 'KES')).toBeNull();
  });

  it('finds money only with a mark: a till, phone or reference number is not money', () => {
    const money = new RegExp(MONEY_SOURCE, 'gi');
    const text = 'Ksh250.00 paid to JAVA 567890 for account 54404123456. Ref 412345678901. TID 101234';
    expect(text.match(money)).toEqual(['Ksh250.00']);
  });
});
