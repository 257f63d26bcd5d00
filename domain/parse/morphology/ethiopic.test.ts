import { describe, expect, it } from 'vitest';
import { amharicStems, consonantEnding } from './ethiopic.ts';

describe('the Amharic stemmer', () => {
  it('writes the last syllable in its consonant form', () => {
    expect(consonantEnding('ሱቁ')).toBe('ሱቅ');
    expect(consonantEnding('መኪና')).toBe('መኪን');
    expect(consonantEnding('abc')).toBe('abc');
  });

  it('takes prepositions and endings off, so the shop and for the shop meet', () => {
    expect(amharicStems('ለሱቁ')).toContain('ሱቅ');
    expect(amharicStems('ለመኪናው')).toContain(consonantEnding('መኪና'));
    expect(amharicStems('የቤት')).toContain('ቤት');
    expect(amharicStems('ወደገበያ')).toContain('ገበያ');
  });
});
