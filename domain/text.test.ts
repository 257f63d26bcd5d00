import { describe, expect, it } from 'vitest';
import { findTextProblem, safeText, textProblem, visibleText } from './text.ts';

describe('the text rule', () => {
  it.each([
    ['a NUL', 'chai\u0000', 'must not contain NUL characters'],
    ['a lone high surrogate', 'chai\uD83D', 'must not contain unpaired surrogates (broken Unicode)'],
    ['a lone low surrogate', '\uDE00chai', 'must not contain unpaired surrogates (broken Unicode)'],
  ])('refuses %s', (_name, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it.each(['chai 😀', 'नमस्ते', 'مرحبا', 'line\nbreak', ''])('takes %j', (text) => {
    expect(textProblem(text)).toBeNull();
  });

  it('names where in an input the bad text is, keys included', () => {
    expect(findTextProblem({ input: { tags: ['ok', 'b\u0000d'] } })).toEqual({
      field: 'input.tags.1',
      message: 'input.tags.1 must not contain NUL characters',
    });
    expect(findTextProblem({ ['k\u0000']: 1 })?.field).toBe('k\u0000');
    expect(findTextProblem('\uD800')).toEqual({ field: 'body', message: 'body must not contain unpaired surrogates (broken Unicode)' });
    expect(findTextProblem({ a: [1, null, { b: 'fine' }] })).toBeNull();
  });

  it('gives zod the same rule, with the field in the message', () => {
    const result = safeText('description').safeParse('x\u0000');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['description must not contain NUL characters']);
  });
});

describe('visible text', () => {
  it('drops bidi embeddings, overrides and isolates', () => {
    expect(visibleText('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(visibleText('\u2066a\u2069 \u202Ab\u202C')).toBe('a b');
  });

  it('drops zero-width spaces, word joiners and BOMs', () => {
    expect(visibleText('\uFEFFma\u200Btatu\u2060')).toBe('matatu');
  });

  it('keeps joiners that shape a script or an emoji, drops stray ones', () => {
    expect(visibleText('क्\u200Dष')).toBe('क्\u200Dष');
    expect(visibleText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(visibleText('\u200Dchai\u200C \u200C')).toBe('chai ');
  });

  it('turns control characters into spaces', () => {
    expect(visibleText('chai\u0007\u0085ya asubuhi')).toBe('chai ya asubuhi');
  });
});
