import { describe, expect, it } from 'vitest';
import { readCues } from './cues.ts';

const read = (text: string, timeZone = 'Africa/Nairobi') => readCues(text, 'USD', timeZone);
const roles = (text: string) => read(text).mentions.map((mention) => `${mention.role} ${mention.amount} ${mention.currency}`);

describe('the general reader of money messages', () => {
  it('tells the payment from its fee and the balance by the words before each amount', () => {
    expect(roles('You paid Ksh 850.00 to KENCHIC INN. Fee Ksh 5.00. New balance Ksh 2,150.00.')).toEqual([
      'payment 850.00 KES', 'fee 5.00 KES', 'balance 2150.00 KES',
    ]);
    expect(roles('Umetuma Tsh 12,000 kwa SALMA. Ada Tsh 400. Tozo ya serikali Tsh 60. Salio jipya Tsh 8,600.')).toEqual([
      'payment 12000.00 TZS', 'fee 400.00 TZS', 'fee 60.00 TZS', 'balance 8600.00 TZS',
    ]);
    expect(roles('رصيدك الحالي في حساب 1234 هو 5,400.00 جنيه مصري')).toEqual(['balance 5400.00 EGP']);
  });

  it('reads amounts written with Ethiopic and Arabic currency words, and a decimal comma', () => {
    expect(roles('ለ0911223344 የብር 50.00 የአየር ሰዓት ሞልተዋል።')).toEqual(['payment 50.00 ETB']);
    expect(roles('تم تحويل مبلغ 750 جنيه إلى محمد علي')).toEqual(['payment 750.00 EGP']);
    expect(roles('Votre compte a été débité de 350,00 MAD')).toEqual(['payment 350.00 MAD']);
  });

  it('knows money that went out from money that came in, in several languages', () => {
    expect(read('Vous avez payé 5000 FCFA à CANAL+ CI le 16/04/2024', 'Africa/Abidjan')).toMatchObject({ out: true, in: false, payee: 'CANAL+ CI' });
    expect(read('Umepokea Tsh20,000.00 kutoka kwa BAKARI ALLY')).toMatchObject({ out: false, in: true });
    expect(read('आपके खाते X1234 में ₹2,000.00 जमा हुए')).toMatchObject({ out: false, in: true });
    expect(read('Le paiement de 4.500F à Auchan a été remboursé', 'Africa/Dakar')).toMatchObject({ refund: true });
  });

  it('finds who was paid after to, chez, kwa, إلى or Amharic ለ, or before an Indian script\'s "to"', () => {
    expect(read("Kuda: You've spent ₦4,800.00 on SHOPRITE LEKKI with your card").payee).toBe('SHOPRITE LEKKI');
    expect(read('Votre compte a été débité de 350,00 MAD le 16/04/2024 : paiement chez MARJANE AIN SEBAA. CIH Bank').payee).toBe('MARJANE AIN SEBAA');
    expect(read('T-Kash: Umelipa KES 600.00 kwa MAMA MBOGA STORE tarehe 19/04/2024').payee).toBe('MAMA MBOGA STORE');
    expect(read('تم تحويل مبلغ 750 جنيه إلى محمد علي عبر إنستاباي').payee).toBe('محمد علي');
    expect(read('ብር 500.00 ለአበበ ከበደ (2519****5678) ልከዋል').payee).toBe('አበበ ከበደ');
    expect(read('₹350.00 डेबिट झाले, OLA ला UPI Ref 410912345684').payee).toBe('OLA');
    expect(read('Umenunua muda wa maongezi wa Tsh 1,000 kwa namba 0713445566').payee).toBeNull();
  });

  it('names airtime and data bought with no one paid, and money moved to savings', () => {
    expect(read('Airtime top-up of GHS 10.00 for 0244556677 was successful.')).toMatchObject({ out: true, bought: 'Airtime' });
    expect(read('Umenunua kifurushi cha Wiki GB 2 kwa Tsh5,000.00')).toMatchObject({ out: true, bought: 'Data bundle' });
    expect(read('Ksh1,000.00 transferred to M-Shwari account on 19/4/24')).toMatchObject({ out: true, toSavings: true, fromSavings: false });
  });

  it('hears an offer or a debit to come as nothing spent yet', () => {
    expect(read('Congratulations! You have won ₦100 bonus. Redeem it on your next airtime purchase.').notYet).toBe(true);
    expect(read('Your AutoPay of Rs.199.00 for NETFLIX will be debited on 22-04-24').notYet).toBe(true);
  });

  it('reads the payee in any order: past a date and a time, or in a field before the amount', () => {
    expect(read('Your account 1234XXXX has been debited with KES 2,500.00 on 20/04/2024 to NAIVAS WESTLANDS. Avail bal KES 10,000.00').payee).toBe('NAIVAS WESTLANDS');
    expect(read('UGX 75,000 was debited from your account on 21-APR-2024 at 14:02 to UMEME LTD.').payee).toBe('UMEME LTD');
    expect(read('To: KPLC PREPAID\nAmount: KES 1,000.00\nYour account ****5678 has been debited.').payee).toBe('KPLC PREPAID');
    expect(read('Votre compte a été débité de 15 000 FCFA le 21/04/2024 au profit de SENELEC.', 'Africa/Dakar').payee).toBe('SENELEC');
  });

  it('takes an amount named a fee after it for a fee, and cash taken out for money out', () => {
    expect(roles('Debit of NGN5,100.00 for POS withdrawal (NGN5,000.00 + NGN100.00 charge)')).toEqual(['payment 5100.00 NGN', 'payment 5000.00 NGN', 'fee 100.00 NGN']);
    expect(roles('Ksh 1,000.00 charged to your card at JAVA')).toEqual(['payment 1000.00 KES']);
    expect(read('POS withdrawal NGN5,000.00')).toMatchObject({ out: true, withdrawal: true });
  });
});
