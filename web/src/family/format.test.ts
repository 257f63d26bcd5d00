import { describe, expect, it } from 'vitest';
import { formatDay, formatFamilyMoney } from './format.ts';
import { balanceText, familyText } from './messages.ts';
import { t } from '../i18n/index.ts';

describe('family formatting', () => {
  it('prints amounts en-US with 2 fraction digits in the expense currency', () => {
    expect(t(familyText.yourShare, { amount: formatFamilyMoney('150', 'KES') })).toBe('Your share: KES 150.00');
    expect(formatFamilyMoney('1234567.5', 'INR')).toBe('INR 1,234,567.50');
    expect(formatFamilyMoney('5000', 'UGX')).toBe('UGX 5,000.00');
    expect(formatFamilyMoney('3.85', 'USDT')).toBe('USDT 3.85');
  });

  it('reads balances and the plan from the caller\'s side', () => {
    expect(balanceText.pays('Amina', 'Juma', '350.00', 'KES')).toBe('Amina pays Juma KES 350.00');
    expect(balanceText.pays('You', 'Juma', '350.00', 'KES')).toBe('You pay Juma KES 350.00');
    expect(balanceText.pays('Juma', 'You', '350.00', 'KES')).toBe('Juma pays you KES 350.00');
    expect(balanceText.owes('You', '-33.33', 'KES')).toBe('You owe KES 33.33');
    expect(balanceText.owed('Juma', '66.66', 'KES')).toBe('Juma is owed KES 66.66');
  });

  it('prints a local day without moving it', () => expect(formatDay('2026-11-23')).toBe('Nov 23, 2026'));
});
