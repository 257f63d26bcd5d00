import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { setPreferences } from '../user/preferences.ts';
import { nativeDigits } from './locale.ts';
import { formatMoney } from './money.ts';
import { formatFullDate, formatWeekday } from './time.ts';

describe('formatting in the interface language', () => {
  afterEach(async () => {
    setPreferences({ digits: 'latn' });
    await activateLocale('en');
  });

  it('writes Arabic in Western digits, or in Arabic-Indic ones when the person chose them (issue 33)', async () => {
    await activateLocale('ar');
    expect(formatMoney('1234.5', 'EGP')).toMatch(/1,234\.50/);
    setPreferences({ digits: 'native' });
    expect(formatMoney('1234.5', 'EGP')).toMatch(/١٬٢٣٤٫٥٠/);
    expect(nativeDigits('ar')).toBe('١٢٣٤٥٦٧٨٩٠');
    // Languages without digits of their own are offered none; English keeps the spec's forms either way.
    expect(nativeDigits('sw')).toBeNull();
    await activateLocale('en');
    expect(formatMoney('1500', 'KES')).toBe('KES\u00a01,500.00');
  });

  it("keeps the spec's English forms", () => {
    expect(formatMoney('100000', 'INR')).toBe('INR\u00a01,00,000.00');
    expect(formatMoney('1500', 'KES')).toBe('KES\u00a01,500.00');
    expect(formatFullDate('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatWeekday('2026-11-21')).toBe('Sat');
  });

  it("uses each language's CLDR digits and names, the Indian grouping for rupees", async () => {
    await activateLocale('bn');
    expect(formatMoney('100000', 'INR')).toBe('INR\u00a0১,০০,০০০.০০');
    await activateLocale('hi');
    expect(formatMoney('100000', 'INR')).toBe('INR\u00a01,00,000.00');
    await activateLocale('sw');
    expect(formatWeekday('2026-11-21')).toBe('Jms');
  });

  it('keeps an amount left to right inside a right-to-left language', async () => {
    await activateLocale('ar');
    // CLDR's default digits for ar (Latin in current CLDR; Arabic-Indic in older ones).
    const digits = new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(1500);
    expect(formatMoney('1500', 'KES')).toBe(`\u2066KES\u00a0${digits}\u2069`);
  });
});
