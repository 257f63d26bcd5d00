import { describe, expect, it } from 'vitest';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { seedExpenses } from '../../test/support/seedExpenses.ts';
import { expenseCsv } from './ledgerExport.ts';

describe.each(databaseBackends())('expenses.csv from the server on $name', (backend) => {
  const fixture = useTestApp(backend);

  it('is written a page of at most 1,000 expenses at a time, oldest first, never the whole history at once', async () => {
    const caller = callerAt('2026-11-21T09:00:00.000Z', 'Africa/Nairobi');
    await seedExpenses(fixture.app, { userId: caller.userId, count: 2100, newest: new Date('2026-11-20T09:00:00.000Z') });
    const chunks: string[] = [];
    for await (const chunk of expenseCsv(fixture.app, caller, {})) chunks.push(chunk);
    const lines = chunks.map((chunk) => chunk.split('\r\n').length - 1);
    expect(lines).toEqual([1, 1000, 1000, 100]);
    expect(chunks[1]).toMatch(/^2026-09-27,Umeme 2099,/);
    expect(chunks[3]?.endsWith('2026-11-20,Chakula 0,1.50,KES,food,sw\r\n')).toBe(true);
  });

  it('refuses a range that is not one before writing anything', () => {
    expect(() => expenseCsv(fixture.app, callerAt('2026-11-21T09:00:00.000Z', 'UTC'), { from: '2026-11-02', to: '2026-11-01' }))
      .toThrow(expect.objectContaining({ field: 'from' }));
  });
});
