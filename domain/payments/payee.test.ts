import { describe, expect, it } from 'vitest';
import { cleanPayee, payeeCategory } from './payee.ts';

describe('a payee as written', () => {
  it.each([
    ['JOHN KAMAU 0712345678', 'JOHN KAMAU'],
    ['0756000111 PATRICK MUGISHA', 'PATRICK MUGISHA'],
    ['Kebede Alemu (2519****5678)', 'Kebede Alemu'],
    ['JAVA HOUSE KIMATHI ST.', 'JAVA HOUSE KIMATHI ST'],
    ['AIRTIME/MTN/08031112222', 'AIRTIME/MTN'],
    ['  NAIVAS   SUPERMARKET ', 'NAIVAS SUPERMARKET'],
  ])('%s is %s', (raw, payee) => {
    expect(cleanPayee(raw)).toBe(payee);
  });
});

describe('the category of a payee', () => {
  it.each([
    ['KPLC PREPAID', 'bills'], ['Airtime', 'bills'], ['JOSEPH MWANGI LANDLORD', 'bills'], ['JIO PREPAID', 'bills'],
    ['BOLT KENYA', 'transport'], ['RUBIS ENERGY WESTLANDS', 'transport'], ['Bharat Petroleum', 'transport'], ['MATATU SACCO 254', 'transport'],
    ['JAVA HOUSE', 'food'], ['SWIGGY', 'food'], ['NAIVAS SUPERMARKET', 'food'], ['DMART POWAI', 'food'],
    ['MARY ATIENO', 'other'],
  ])('%s is %s', (payee, category) => {
    expect(payeeCategory(payee, '100.00')).toBe(category);
  });
});
