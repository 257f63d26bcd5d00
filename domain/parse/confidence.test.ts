import { describe, expect, it } from 'vitest';
import { type ConfidenceFactors, scoreConfidence } from './confidence.ts';

const sure: ConfidenceFactors = { amount: 'explicit', spoken: false, weak: false, competing: false, category: 'keyword', described: true };

describe('scoreConfidence', () => {
  it('is about 0.95 for an explicit pattern with a keyword category', () => {
    expect(scoreConfidence(sure)).toBe(0.95);
  });

  it('falls as the evidence weakens, in a sensible order', () => {
    const positional = scoreConfidence({ ...sure, amount: 'positional' });
    const spoken = scoreConfidence({ ...sure, spoken: true });
    const fallback = scoreConfidence({ ...sure, amount: 'fallback' });
    const noCategory = scoreConfidence({ ...sure, category: 'none' });
    const nothing = scoreConfidence({ ...sure, amount: 'none', category: 'none', described: false });
    expect(positional).toBeLessThan(0.95);
    expect(spoken).toBeLessThan(0.95);
    expect(fallback).toBeLessThan(positional);
    expect(noCategory).toBeLessThan(positional);
    expect(nothing).toBe(0);
  });

  it('stays within 0 and 1 for every combination', () => {
    for (const amount of ['explicit', 'positional', 'fallback', 'none'] as const) {
      for (const category of ['keyword', 'context', 'guess', 'none'] as const) {
        for (const flag of [true, false]) {
          const score = scoreConfidence({ amount, category, spoken: flag, weak: flag, competing: flag, described: !flag });
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});
