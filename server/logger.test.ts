import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskPhones } from './logger.ts';

/** A logger at info level whose lines are kept in `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  });
  return { logger, lines };
}

describe('logs keep no phone numbers', () => {
  it.each([
    ['+254712345678', '***5678'],
    ['call 0712 345 678 now', 'call ***5678 now'],
    ['+91 98765-43210', '***3210'],
    // Digits in a day's shape that cannot be a day are still a number.
    ['/to/2026-13-45', '/to/***1345'],
  ])('masks %j', (text, masked) => {
    expect(maskPhones(text)).toBe(masked);
  });

  it('leaves short numbers, amounts, ids and timestamps alone', () => {
    for (const text of [
      'paid 1500 for 3 items', 'code 123456', '12345678-1234-4123-8123-123456789012', '2026-11-21T08:00:00.000Z',
      'total 123456789.50', '/api/expenses/2026-11-21', 'from 2026-11-01 to 2026-11-30',
    ]) {
      expect(maskPhones(text)).toBe(text);
    }
  });

  it('masks phones in messages and in nested fields', () => {
    const { logger, lines } = capturedLogger();
    logger.info({ user: { phone: '+254712345678' }, note: ['0712345678'] }, 'login for +254712345678');
    const [line = ''] = lines;
    expect(line).not.toContain('712345678');
    expect(line).toContain('***5678');
  });

  it('logs a value that needs no masking as it is (a date as its time, not {})', () => {
    const { logger, lines } = capturedLogger();
    logger.info({ at: new Date(0), path: '/api/expenses', status: 201 }, 'request');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ at: '1970-01-01T00:00:00.000Z', path: '/api/expenses', status: 201 });
  });
});
