import { describe, expect, it } from 'vitest';
import { fold } from '../fold.ts';
import { hausaStems, igboStems, yorubaStems } from './westAfrican.ts';

describe('the Hausa stemmer', () => {
  it('takes the genitive linker off, with or without hooked letters', () => {
    expect(hausaStems(fold('kuɗin'))).toContain('kudi');
    expect(hausaStems(fold('kudin'))).toContain('kudi');
    expect(hausaStems('motar')).toContain('mota');
    expect(hausaStems('albashin')).toContain('albashi');
  });
});

describe('the Igbo stemmer', () => {
  it('meets words with and without dots below, and peels verb affixes and an elided n\'', () => {
    expect(igboStems(fold('azụtara'))).toContain('zuta');
    expect(igboStems(fold('azutara'))).toContain('zuta');
    expect(igboStems(fold("n'ụlọ"))).toContain('ulo');
    expect(igboStems(fold('etinyere'))).toContain('tinye');
  });
});

describe('the Yoruba stemmer', () => {
  it('meets words with and without tone marks', () => {
    expect(yorubaStems(fold('oúnjẹ'))).toEqual(yorubaStems('ounje'));
    expect(yorubaStems(fold("n'ílé"))).toContain('ile');
  });
});
