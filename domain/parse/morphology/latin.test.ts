import { describe, expect, it } from 'vitest';
import { afrikaansCompoundStems, afrikaansStems, englishStems, frenchStems } from './latin.ts';

describe('the English stemmer', () => {
  it('takes plural and verb endings off', () => {
    expect(englishStems('restocked')).toContain('restock');
    expect(englishStems('topped')).toContain('top');
    expect(englishStems('filling')).toContain('fill');
    expect(englishStems('batteries')).toContain('battery');
    expect(englishStems('buses')).toContain('bus');
    expect(englishStems("doctor's")).toContain('doctor');
  });
});

describe('the French stemmer', () => {
  it('takes plural endings off', () => {
    expect(frenchStems('marchandises')).toContain('marchandise');
    expect(frenchStems('legumes')).toContain('legume');
  });
});

describe('the Afrikaans stemmer', () => {
  it('takes the diminutive off', () => {
    expect(afrikaansStems('broodjie')).toContain('brood');
    expect(afrikaansStems('werktuigkundige')).not.toContain('werk');
  });

  it('offers the parts of a compound in a sentence', () => {
    expect(afrikaansCompoundStems('treinkaartjie')).toEqual(expect.arrayContaining(['trein', 'kaartjie', 'kaart']));
    expect(afrikaansCompoundStems('huisbaas')).toEqual(expect.arrayContaining(['huis', 'baas']));
  });
});
