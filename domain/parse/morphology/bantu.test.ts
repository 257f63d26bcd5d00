import { describe, expect, it } from 'vitest';
import { swahiliStems, zuluStems } from './bantu.ts';

describe('the Swahili stemmer', () => {
  it('peels subject, tense and object prefixes off verbs, and the applicative and passive endings', () => {
    expect(swahiliStems('nimenunua')).toContain('nunua');
    expect(swahiliStems('nimemlipa')).toContain('lipa');
    expect(swahiliStems('nimelipia')).toContain('lipa');
    expect(swahiliStems('imelipwa')).toContain('lipa');
    expect(swahiliStems('tulijaza')).toContain('jaza');
    expect(swahiliStems('alinunua')).toContain('nunua');
    expect(swahiliStems('nimekula')).toContain('kula');
  });

  it('takes the locative -ni off nouns and pairs noun-class plurals with their singulars', () => {
    expect(swahiliStems('hotelini')).toContain('hoteli');
    expect(swahiliStems('dukani')).toContain('duka');
    expect(swahiliStems('sokoni')).toContain('soko');
    expect(swahiliStems('vifaa')).toContain('kifaa');
    expect(swahiliStems('mafuta')[0]).toBe('mafuta');
  });

  it('keeps a word it cannot peel as it is', () => {
    expect(swahiliStems('chai')).toEqual(['chai']);
  });
});

describe('the Zulu stemmer', () => {
  it('peels possessive and conjunctive concords fused with the noun prefix', () => {
    expect(zuluStems('yesikole')).toContain('sikole');
    expect(zuluStems('nopapa')).toContain('papa');
    expect(zuluStems('lebhasi')).toContain('bhasi');
    expect(zuluStems('wasesitolo')).toContain('sitolo');
  });

  it('reads the locative e-…-ini and the class prefixes', () => {
    expect(zuluStems('emsebenzini')).toContain('msebenzi');
    expect(zuluStems('edolobheni')).toContain('dolobha');
    expect(zuluStems('umakhenikha')).toContain('makhenikha');
    expect(zuluStems('isikole')).toContain('kole');
  });

  it('peels the subject of a verb', () => {
    expect(zuluStems('ngithenge')).toContain('thenge');
    expect(zuluStems('ngikhokhele')).toContain('khokhele');
  });
});
